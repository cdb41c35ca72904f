import { ArrowUpRight, ChevronDown, Code, Link, MessageSquare, Plug, Sparkles, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { chatGptUrl, claudeUrl, cursorInstallUrl, markdownUrl, mcpUrl, vscodeInstallUrl } from '@/shared/agents/open-in';
import type { Translate } from '@/shared/i18n/translate';
import { COPY_TEXT_ATTRIBUTE, MENU_BUTTON_ATTRIBUTE } from '@/shared/ui/menu-markup';
import { siteConfig } from '@/node/site-config';

const BUTTON_ID = 'open-in-button';
const MENU_ID = 'open-in-menu';

const itemClass =
  'flex w-full items-start gap-3 rounded-md px-2.5 py-2 text-left text-sm text-zinc-800 outline-none hover:bg-zinc-100 focus-visible:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-primary-500 dark:text-zinc-100 dark:hover:bg-zinc-800 dark:focus-visible:bg-zinc-800';

function ItemText({ icon: Icon, title, hint, external, t }: { icon: LucideIcon; title: ReactNode; hint: string; external?: boolean; t: Translate }) {
  return (
    <>
      <Icon className="mt-0.5 size-4 shrink-0 text-zinc-500 dark:text-zinc-400" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1 font-medium">
          {title}
          {external ? (
            <>
              <ArrowUpRight className="size-3.5 text-zinc-400" aria-hidden="true" />
              <span className="sr-only">{t('openIn.newTab')}</span>
            </>
          ) : null}
        </span>
        <span className="block text-xs text-zinc-600 dark:text-zinc-400">{hint}</span>
      </span>
    </>
  );
}

/**
 * "Open in" beside "Copy page" (issue 48): the page in ChatGPT or Claude, with a prompt that points
 * at its Markdown twin; the MCP server's URL to copy; the deep links that install that server in
 * Cursor and VS Code. Plain links and a button: nothing reaches another site until the reader
 * chooses an item. The menu is hidden markup until src/browser/runtime/menus.ts opens it (WAI-ARIA
 * menu button, spec §4's dropdown keys).
 */
export function OpenInMenu({ href, t, buttonClassName }: { href: string; t: Translate; buttonClassName: string }) {
  const prompt = t('openIn.prompt', { url: markdownUrl(siteConfig.url, href) });
  const mcp = mcpUrl(siteConfig.url);
  return (
    <div className="relative">
      <button
        type="button"
        id={BUTTON_ID}
        className={buttonClassName}
        aria-label={t('openIn.label')}
        aria-haspopup="menu"
        aria-expanded="false"
        aria-controls={MENU_ID}
        {...{ [MENU_BUTTON_ATTRIBUTE]: '' }}
      >
        <Sparkles className="size-3.5" aria-hidden="true" />
        {t('openIn.button')}
        <ChevronDown className="size-3.5" aria-hidden="true" />
      </button>
      <div
        id={MENU_ID}
        role="menu"
        aria-labelledby={BUTTON_ID}
        hidden
        className="absolute top-full right-0 z-30 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
      >
        <a role="menuitem" tabIndex={-1} href={chatGptUrl(prompt)} target="_blank" rel="noopener noreferrer" className={itemClass}>
          <ItemText icon={MessageSquare} title={t('openIn.chatgpt')} hint={t('openIn.askHint')} external t={t} />
        </a>
        <a role="menuitem" tabIndex={-1} href={claudeUrl(prompt)} target="_blank" rel="noopener noreferrer" className={itemClass}>
          <ItemText icon={Sparkles} title={t('openIn.claude')} hint={t('openIn.askHint')} external t={t} />
        </a>
        <button
          role="menuitem"
          tabIndex={-1}
          type="button"
          className={itemClass}
          {...{ [COPY_TEXT_ATTRIBUTE]: mcp, 'data-copied': t('openIn.copied'), 'data-failed': t('openIn.copyFailed') }}
        >
          <ItemText icon={Link} title={<span aria-live="polite">{t('openIn.copyMcp')}</span>} hint={t('openIn.copyMcpHint')} t={t} />
        </button>
        <a role="menuitem" tabIndex={-1} href={cursorInstallUrl(mcp)} className={itemClass}>
          <ItemText icon={Code} title={t('openIn.cursor')} hint={t('openIn.installHint')} t={t} />
        </a>
        <a role="menuitem" tabIndex={-1} href={vscodeInstallUrl(mcp)} className={itemClass}>
          <ItemText icon={Plug} title={t('openIn.vscode')} hint={t('openIn.installHint')} t={t} />
        </a>
      </div>
    </div>
  );
}
