import { describe, expect, it } from 'vitest';
import { chatGptUrl, claudeUrl, cursorInstallUrl, markdownUrl, mcpUrl, menuTarget, vscodeInstallUrl } from './open-in';

const SITE = 'https://docs.ondapay.dev';
const MCP = 'https://docs.ondapay.dev/mcp';

describe('markdownUrl and mcpUrl', () => {
  it('makes the twin of a page absolute, in either locale', () => {
    expect(markdownUrl(SITE, '/checkout/create-session')).toBe('https://docs.ondapay.dev/checkout/create-session.md');
    expect(markdownUrl(`${SITE}/`, '/en/checkout/create-session')).toBe('https://docs.ondapay.dev/en/checkout/create-session.md');
    expect(markdownUrl(SITE, '/')).toBe('https://docs.ondapay.dev/index.md');
  });

  it('puts the MCP server at /mcp of the site', () => {
    expect(mcpUrl(SITE)).toBe(MCP);
    expect(mcpUrl(`${SITE}/`)).toBe(MCP);
  });
});

describe('chat links', () => {
  const prompt = 'Lee https://docs.ondapay.dev/checkout/create-session.md y respóndeme sobre ella & más';

  it('opens ChatGPT with the prompt, searching the web', () => {
    const url = new URL(chatGptUrl(prompt));
    expect(url.origin).toBe('https://chatgpt.com');
    expect(url.searchParams.get('hints')).toBe('search');
    expect(url.searchParams.get('q')).toBe(prompt);
  });

  it('opens Claude with the prompt', () => {
    const url = new URL(claudeUrl(prompt));
    expect(`${url.origin}${url.pathname}`).toBe('https://claude.ai/new');
    expect(url.searchParams.get('q')).toBe(prompt);
  });
});

describe('install links', () => {
  it('gives Cursor the name and the base64 JSON of the server entry', () => {
    const link = cursorInstallUrl(MCP);
    expect(link.startsWith('cursor://anysphere.cursor-deeplink/mcp/install?')).toBe(true);
    const query = new URLSearchParams(link.slice(link.indexOf('?') + 1));
    expect(query.get('name')).toBe('ondapay-docs');
    expect(JSON.parse(atob(query.get('config') ?? ''))).toEqual({ url: MCP });
    expect(query.get('config')).toBe(btoa('{"url":"https://docs.ondapay.dev/mcp"}'));
  });

  it('gives VS Code the URL-encoded JSON of an http server', () => {
    const link = vscodeInstallUrl(MCP);
    expect(link.startsWith('vscode:mcp/install?')).toBe(true);
    expect(JSON.parse(decodeURIComponent(link.slice('vscode:mcp/install?'.length)))).toEqual({ name: 'ondapay-docs', type: 'http', url: MCP });
    expect(link).toBe(`vscode:mcp/install?${encodeURIComponent('{"name":"ondapay-docs","type":"http","url":"https://docs.ondapay.dev/mcp"}')}`);
  });

  it('takes another name', () => {
    expect(new URLSearchParams(cursorInstallUrl(MCP, 'docs').split('?')[1]).get('name')).toBe('docs');
    expect(JSON.parse(decodeURIComponent(vscodeInstallUrl(MCP, 'docs').split('?')[1] ?? '')).name).toBe('docs');
  });
});

describe('menuTarget', () => {
  const prompt = 'Read https://docs.ondapay.dev/en/checkout.md';

  it('opens the chats in a new tab with the prompt', () => {
    expect(menuTarget('chatgpt', prompt, MCP)).toEqual({ href: chatGptUrl(prompt), newTab: true });
    expect(menuTarget('claude', prompt, MCP)).toEqual({ href: claudeUrl(prompt), newTab: true });
  });

  it('installs the MCP server in place and copies its URL', () => {
    expect(menuTarget('cursor', prompt, MCP)).toEqual({ href: cursorInstallUrl(MCP), newTab: false });
    expect(menuTarget('vscode', prompt, MCP)).toEqual({ href: vscodeInstallUrl(MCP), newTab: false });
    expect(menuTarget('copy-mcp', prompt, MCP)).toEqual({ copy: MCP });
  });
});
