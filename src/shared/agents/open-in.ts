import { markdownTwinPath } from '../content/markdown-twin';
import type { MenuAction } from '../ui/menu-markup';
import { MCP_PATH, MCP_SERVER_NAME } from './mcp-endpoint';

/**
 * The "Open in" menu's addresses (issue 48): a chat with ChatGPT or Claude whose prompt points at
 * the page's Markdown twin, the MCP server's URL, and the deep links that install that server in
 * Cursor and VS Code. Pure: the site's URL and the prompt's words come in as arguments.
 */

/** A page's Markdown twin as an absolute URL: `https://docs.ondapay.dev/checkout/create-session.md`. */
export const markdownUrl = (siteUrl: string, href: string): string => `${siteUrl.replace(/\/+$/, '')}${markdownTwinPath(href)}`;

/** The site's MCP server: `https://docs.ondapay.dev/mcp`. */
export const mcpUrl = (siteUrl: string): string => `${siteUrl.replace(/\/+$/, '')}${MCP_PATH}`;

/** A new ChatGPT chat with `prompt` typed in; `hints=search` lets it read the page from the web. */
export const chatGptUrl = (prompt: string): string => `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`;

/** A new Claude chat with `prompt` typed in. */
export const claudeUrl = (prompt: string): string => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`;

/** Base64 of ASCII text (a URL's JSON), without Node's Buffer. */
const base64 = (text: string): string => btoa(text);

/**
 * Cursor's install link (cursor.com/docs/mcp/install-links): `name`, and `config`, the server's
 * entry of mcp.json as base64 JSON. The base64 is percent-encoded, so a `+` or `=` in it reaches
 * Cursor as written.
 */
export function cursorInstallUrl(url: string, name: string = MCP_SERVER_NAME): string {
  return `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(name)}&config=${encodeURIComponent(base64(JSON.stringify({ url })))}`;
}

/**
 * VS Code's install link (its MCP developer guide, "MCP URL handler"): the object `code --add-mcp`
 * takes, as URL-encoded JSON; a remote server is `type: "http"`.
 */
export function vscodeInstallUrl(url: string, name: string = MCP_SERVER_NAME): string {
  return `vscode:mcp/install?${encodeURIComponent(JSON.stringify({ name, type: 'http', url }))}`;
}

/** Where a menu item leads: a link (in a new tab for a chat), or the text a copy item copies. */
export type MenuTarget = { href: string; newTab: boolean } | { copy: string };

/** The "Open in" menu's item for `action`, from the page's prompt and the site's MCP URL. */
export function menuTarget(action: MenuAction, prompt: string, mcp: string): MenuTarget {
  switch (action) {
    case 'chatgpt':
      return { href: chatGptUrl(prompt), newTab: true };
    case 'claude':
      return { href: claudeUrl(prompt), newTab: true };
    case 'cursor':
      return { href: cursorInstallUrl(mcp), newTab: false };
    case 'vscode':
      return { href: vscodeInstallUrl(mcp), newTab: false };
    case 'copy-mcp':
      return { copy: mcp };
  }
}
