import { COPY_ATTRIBUTE } from './api-markup';
import { copyOutcomeIcons, type CopyState } from './copy-icons';
import { CODE_COPIED_MS } from './timing';

/**
 * The API reference's copy buttons (code-html.ts): each copies the code its block shows, then says
 * "Copied!" for 1 s (spec §4), or that the copy failed, for 2 s. One listener on the document.
 */
const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();
/** Each button's own icon (copy), put back when the feedback ends. */
const ownIcons = new WeakMap<Element, Element>();

function show(button: HTMLElement, state: CopyState, words: Record<CopyState, string>): void {
  const icon = button.querySelector('svg');
  if (icon && !ownIcons.has(button)) ownIcons.set(button, icon);
  const next = state === 'copy' ? ownIcons.get(button) : document.createRange().createContextualFragment(copyOutcomeIcons[state]).firstElementChild;
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

export function watchCopyCode(document: Document, clipboard: { writeText: (text: string) => Promise<void> } | undefined): () => void {
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${COPY_ATTRIBUTE}]`) : null;
    const block = button?.closest('[data-code-block]');
    if (!button || !block) return;
    const words: Record<CopyState, string> = {
      copy: button.dataset.copy ?? button.querySelector('[aria-live]')?.textContent ?? '',
      copied: button.dataset.copied ?? '',
      failed: button.dataset.failed ?? '',
    };
    // The button's own word, kept for when the feedback ends.
    button.dataset.copy = words.copy;
    const code = shownCode(block);
    const copied = code === null || !clipboard ? Promise.reject(new Error('nothing to copy')) : clipboard.writeText(code);
    copied.then(
      () => finish('copied'),
      () => finish('failed'),
    );
    function finish(state: CopyState) {
      show(button!, state, words);
      clearTimeout(timers.get(button!));
      timers.set(
        button!,
        setTimeout(() => show(button!, 'copy', words), state === 'copied' ? CODE_COPIED_MS : Math.max(CODE_COPIED_MS, 2000)),
      );
    }
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
