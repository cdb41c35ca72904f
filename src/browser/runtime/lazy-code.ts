import { LAZY_CODE_ATTRIBUTE } from '../../shared/ui/api-markup';
import { codeLoadFailedClass, codeLoadingClass } from '../../shared/ui/api-code-classes';
import { retryNote } from './retry-note';
import type { FragmentLoader } from './code-fragment-loader';

/**
 * The API reference's code blocks that are not shown when the page opens (another language,
 * another status: code-html.ts) hold only the address of their code. Each fetches it once it is
 * shown near the viewport; a block in a hidden panel never intersects, so choosing its panel is
 * what starts the fetch. A failed fetch says so, with a button to try again.
 */
const WAITING = `pre[${LAZY_CODE_ATTRIBUTE}][aria-busy="true"]`;
const RETRY = 'data-retry-code';
/** Starts loading a little before the block scrolls into view, so a reader rarely sees it wait. */
const LOAD_MARGIN = '50% 0px';

function waiting(pre: HTMLElement): void {
  const status = document.createElement('span');
  status.setAttribute('role', 'status');
  status.className = codeLoadingClass;
  status.textContent = pre.dataset.loading ?? '';
  pre.setAttribute('aria-busy', 'true');
  pre.replaceChildren(status);
}

function failed(pre: HTMLElement): void {
  // What the block said while waiting, for when the reader tries again.
  pre.dataset.loading ??= pre.querySelector('[role="status"]')?.textContent ?? '';
  pre.setAttribute('aria-busy', 'false');
  pre.replaceChildren(retryNote(document, { tag: 'span', className: codeLoadFailedClass, text: pre.dataset.failed ?? '', retry: pre.dataset.retry ?? '', retryAttribute: RETRY }));
}

export interface LazyCode {
  /** Watches the waiting blocks under `root` (content a navigation brought). */
  scan: (root: ParentNode) => void;
  stop: () => void;
}

export function watchLazyCode(document: Document, load: FragmentLoader): LazyCode {
  const loading = new WeakSet<Element>();
  const fetchCode = (pre: HTMLElement) => {
    const src = pre.getAttribute(LAZY_CODE_ATTRIBUTE);
    if (!src || loading.has(pre)) return;
    loading.add(pre);
    load(src).then(
      (html) => {
        pre.removeAttribute('aria-busy');
        pre.tabIndex = 0;
        pre.innerHTML = html;
      },
      () => {
        loading.delete(pre);
        failed(pre);
      },
    );
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        fetchCode(entry.target as HTMLElement);
      }
    },
    { rootMargin: LOAD_MARGIN },
  );
  const scan = (root: ParentNode) => root.querySelectorAll<HTMLElement>(WAITING).forEach((pre) => observer.observe(pre));
  const onClick = (event: Event) => {
    const pre = event.target instanceof Element && event.target.closest(`[${RETRY}]`) ? event.target.closest<HTMLElement>(`pre[${LAZY_CODE_ATTRIBUTE}]`) : null;
    if (!pre) return;
    waiting(pre);
    fetchCode(pre);
  };
  document.addEventListener('click', onClick);
  scan(document);
  return {
    scan,
    stop: () => {
      observer.disconnect();
      document.removeEventListener('click', onClick);
    },
  };
}
