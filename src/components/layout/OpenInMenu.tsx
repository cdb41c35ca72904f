import { ChevronDown } from 'lucide-react';
import { markdownUrl, mcpUrl } from '@/shared/agents/open-in';
import type { Translate } from '@/shared/i18n/translate';
import { MENU_BUTTON_ATTRIBUTE, type MenuData } from '@/shared/ui/menu-markup';
import { siteConfig } from '@/node/site-config';

/** The "Open in" menu's items, words and addresses, for the page at `href`. */
export function openInMenu(href: string, t: Translate): MenuData {
  return {
    id: 'open-in-menu',
    items: [
      { label: t('openIn.chatgpt'), hint: t('openIn.askHint'), action: 'chatgpt' },
      { label: t('openIn.claude'), hint: t('openIn.askHint'), action: 'claude' },
      { label: t('openIn.copyMcp'), hint: t('openIn.copyMcpHint'), action: 'copy-mcp' },
      { label: t('openIn.cursor'), hint: t('openIn.installHint'), action: 'cursor' },
      { label: t('openIn.vscode'), hint: t('openIn.installHint'), action: 'vscode' },
    ],
    prompt: t('openIn.prompt', { url: markdownUrl(siteConfig.url, href) }),
    mcp: mcpUrl(siteConfig.url),
    newTab: t('openIn.newTab'),
    copied: t('openIn.copied'),
    failed: t('openIn.copyFailed'),
  };
}

/**
 * "Open in" beside "Copy page" (issue 48): the page in ChatGPT or Claude, with a prompt that points
 * at its Markdown twin; the MCP server's URL to copy; the deep links that install that server in
 * Cursor and VS Code. The page carries the button and its menu as data (every page's HTML pays for
 * it); src/browser/runtime/menus.ts draws the menu, plain links and a copy button, on the first
 * press. Nothing reaches another site until the reader chooses an item.
 */
export function OpenInMenu({ href, t, buttonClassName }: { href: string; t: Translate; buttonClassName: string }) {
  return (
    <div className="relative">
      <button
        type="button"
        id="open-in-button"
        className={buttonClassName}
        aria-label={t('openIn.label')}
        aria-haspopup="menu"
        aria-expanded="false"
        {...{ [MENU_BUTTON_ATTRIBUTE]: JSON.stringify(openInMenu(href, t)) }}
      >
        {t('openIn.button')}
        <ChevronDown className="size-3.5" aria-hidden="true" />
      </button>
    </div>
  );
}
