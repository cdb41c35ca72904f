import { codeRetryClass } from '../../shared/ui/api-code-classes';

/**
 * What a part of the API reference that failed to load says instead (attribute rows, code, a whole
 * operation): the failure, read out at once, and a button to try again, which the caller finds by
 * `retryAttribute`.
 */
export function retryNote(document: Document, { tag, className, text, retry, retryAttribute }: { tag: 'p' | 'span'; className?: string; text: string; retry: string; retryAttribute: string }): HTMLElement {
  const note = document.createElement(tag);
  note.setAttribute('role', 'alert');
  if (className) note.className = className;
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute(retryAttribute, '');
  button.className = codeRetryClass;
  button.textContent = retry;
  note.append(`${text} `, button);
  return note;
}

/**
 * What a panel of the API reference says while its HTML is fetched (a status, read out politely) or
 * after the fetch failed (retryNote), in place of its content; `aria-busy` says which.
 */
export function showPendingNote(panel: HTMLElement, { failed, loading, text, retry, retryAttribute }: { failed: boolean; loading: string; text: string; retry: string; retryAttribute: string }): void {
  const line = panel.ownerDocument.createElement('p');
  line.className = 'api-note';
  if (failed) {
    line.append(retryNote(panel.ownerDocument, { tag: 'span', text, retry, retryAttribute }));
  } else {
    const status = panel.ownerDocument.createElement('span');
    status.setAttribute('role', 'status');
    status.textContent = loading;
    line.append(status);
  }
  panel.setAttribute('aria-busy', String(!failed));
  panel.replaceChildren(line);
}
