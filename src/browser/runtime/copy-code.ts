import { COPY_ATTRIBUTE, COPY_PAGE_ATTRIBUTE } from '../../shared/ui/api-markup';
import { copyOutcomeIcons, type CopyState } from './copy-icons';
import { CODE_COPIED_MS, PAGE_COPIED_MS } from './timing';

/**
 * The copy buttons (copy-button.ts): a code block's copies the code its block shows, then says
 * "Copied!" for 1 s; a page's copies the page's Markdown twin and says it for 500 ms (spec §4).
 * A failed copy says so for 2 s. One listener on the document.
 */
const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();
/** Each button's own icon (copy), put back when the feedback ends. */
const ownIcons = new WeakMap<Element, Element>();

function show(button: HTMLElement, state: CopyState, words: Record<CopyState, string>): void {
  const icon = button.querySelector('svg');
  if (icon && !ownIcons.has(button)) ownIcons.set(button, icon);
  const next = state === 'copy' ? ownIcons.get(button) : button.ownerDocument.createRange().createContextualFragment(copyOutcomeIcons[state]).firstElementChild;
  if (icon && next && next !== icon) icon.replaceWith(next);
  const label = button.querySelector('[aria-live]');
  if (label) label.textContent = words[state];
}

/** The code a block shows: its chosen panel's, or its own; null when it has none yet (still loading). */
export function shownCode(block: Element): string | null {
  const shown = block.querySelector('[data-code-panel]:not([hidden])') ?? block;
  const pre = shown.querySelector('pre');
  if (!pre || pre.hasAttribute('aria-busy')) return null;
  return pre.querySelector('code')?.textContent ?? null;
}

export interface CopyClipboard {
  writeText: (text: string) => Promise<void>;
  /** Safari wants the item at once, with the fetched text still to come: a page's Markdown goes this way. */
  write?: (items: ClipboardItem[]) => Promise<void>;
}

/** The page's Markdown, copied while it is fetched. */
function copyPage(clipboard: CopyClipboard, href: string, window: Window & typeof globalThis): Promise<void> {
  const text = window.fetch(href).then(async (response) => {
    if (!response.ok) throw new Error(`${href}: ${response.status}`);
    return new Blob([await response.text()], { type: 'text/plain' });
  });
  if (clipboard.write && 'ClipboardItem' in window) return clipboard.write([new window.ClipboardItem({ 'text/plain': text })]);
  return text.then((blob) => blob.text()).then((value) => clipboard.writeText(value));
}

const watched = new WeakSet<Document>();

/**
 * Watches every copy button of the document, once: the frame and the API reference's code both ask,
 * in whichever order they arrive. Returns the function that stops it (a no-op for a second call).
 */
export function watchCopyCode(document: Document, clipboard: CopyClipboard | undefined): () => void {
  if (watched.has(document)) return () => {};
  watched.add(document);
  const window = document.defaultView as Window & typeof globalThis;
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${COPY_ATTRIBUTE}], [${COPY_PAGE_ATTRIBUTE}]`) : null;
    if (!button) return;
    const page = button.getAttribute(COPY_PAGE_ATTRIBUTE);
    const block = page === null ? button.closest('[data-code-block]') : null;
    if (page === null && !block) return;
    const words: Record<CopyState, string> = {
      copy: button.dataset.copy ?? button.querySelector('[aria-live]')?.textContent ?? '',
      copied: button.dataset.copied ?? '',
      failed: button.dataset.failed ?? '',
    };
    // The button's own word, kept for when the feedback ends.
    button.dataset.copy = words.copy;
    const code = block ? shownCode(block) : null;
    const copied = !clipboard ? Promise.reject(new Error('no clipboard')) : page !== null ? copyPage(clipboard, page, window) : code === null ? Promise.reject(new Error('nothing to copy')) : clipboard.writeText(code);
    const shownFor = page !== null ? PAGE_COPIED_MS : CODE_COPIED_MS;
    const finish = (state: CopyState) => {
      show(button, state, words);
      clearTimeout(timers.get(button));
      timers.set(
        button,
        setTimeout(() => show(button, 'copy', words), state === 'copied' ? shownFor : Math.max(shownFor, 2000)),
      );
    };
    copied.then(
      () => finish('copied'),
      () => finish('failed'),
    );
  };
  document.addEventListener('click', onClick);
  return () => {
    watched.delete(document);
    document.removeEventListener('click', onClick);
  };
}
