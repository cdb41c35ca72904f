import { COPY_ATTRIBUTE, COPY_PAGE_ATTRIBUTE } from '../../shared/ui/api-markup';
import { copyButtonClass } from './code-classes';

/** What a copy button says: "Copy", "Copied!", that the copy failed, and its tooltip. */
export interface CopyWords {
  copy: string;
  copied: string;
  failed: string;
  action: string;
}

/**
 * A copy button's attributes, for the API's HTML (code-html.ts) and the guides' and pages' buttons
 * (CopyButton): copy-code.ts reads them. A code block's button copies the code
 * its block shows; a page's button, the Markdown at `page`.
 */
export function copyButtonAttributes(words: Omit<CopyWords, 'copy'>, target: { page: string; className: string } | undefined = undefined) {
  const what = target ? { [COPY_PAGE_ATTRIBUTE]: target.page } : { [COPY_ATTRIBUTE]: '' };
  return { type: 'button', ...what, title: words.action, class: target?.className ?? copyButtonClass, 'data-copied': words.copied, 'data-failed': words.failed } as const;
}
