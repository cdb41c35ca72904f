import { OPERATION_SRC_ATTRIBUTE } from './api-markup';
import { codeLoadFailedClass } from './api-code-classes';
import { retryNote } from './retry-note';
import type { FragmentLoader } from './code-fragment-loader';

/**
 * A page reached by a client-side navigation holds its API operations' sections empty: React's
 * payload does not carry their HTML (src/components/api/ApiOperation.tsx). Each is fetched from
 * the address on its section, the file the build writes beside the pages; meanwhile the section
 * says it is loading (api.css), and a failed fetch says so (the section's `data-failed`), with a
 * button to try again (`data-retry`).
 */
const RETRY = 'data-retry-operation';

const emptySections = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>(`section[${OPERATION_SRC_ATTRIBUTE}]`)].filter((section) => section.childElementCount === 0);

function failed(section: HTMLElement): void {
  section.replaceChildren(retryNote(document, { tag: 'p', className: codeLoadFailedClass, text: section.dataset.failed ?? '', retry: section.dataset.retry ?? '', retryAttribute: RETRY }));
}

/** Fills every empty operation section under `root`; resolves once each has its HTML or says it failed. */
export async function fillOperations(root: ParentNode, load: FragmentLoader): Promise<number> {
  const sections = emptySections(root);
  await Promise.all(
    sections.map((section) =>
      load(section.getAttribute(OPERATION_SRC_ATTRIBUTE)!).then(
        (html) => void (section.innerHTML = html),
        () => failed(section),
      ),
    ),
  );
  return sections.length;
}

/** Listens on `document` for a press on a failed section's retry button; `refill` fills it again. */
export function watchOperationRetries(document: Document, refill: (section: HTMLElement) => void): () => void {
  const onClick = (event: Event) => {
    const section = event.target instanceof Element && event.target.closest(`[${RETRY}]`) ? event.target.closest<HTMLElement>(`section[${OPERATION_SRC_ATTRIBUTE}]`) : null;
    if (!section) return;
    section.replaceChildren();
    refill(section);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
