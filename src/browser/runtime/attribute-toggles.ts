import type { FragmentLoader } from './code-fragment-loader';
import { showPendingNote } from './retry-note';
import { ATTRIBUTE_TOGGLE_CLASS, FRAGMENT_SRC_ATTRIBUTE, TOGGLE_LABEL_ATTRIBUTES, type ToggleLabels } from '../../shared/ui/attribute-toggle-markup';

/**
 * The "Show … attributes" toggles of the API reference are native <details> (attribute-html.ts):
 * they open and close with no script, from the first tap. Below a top-level row the nested rows
 * are not in the page; the toggle carries the address of the fragment that holds them, and this
 * fills its panel the first time the toggle is opened, or as soon as a pointer or the focus comes
 * to it. One set of listeners on the document serves every toggle, so none needs hydrating.
 */

const TOGGLE = `details.${ATTRIBUTE_TOGGLE_CLASS}[${FRAGMENT_SRC_ATTRIBUTE}]`;
const RETRY = 'data-retry-fragment';

type State = 'loading' | 'ready' | 'failed';

/** Listens on `document` for the toggles that have a fragment; returns what stops it. */
export function watchAttributeToggles(document: Document, load: FragmentLoader): () => void {
  const states = new WeakMap<HTMLDetailsElement, State>();

  const label = (toggle: Element, key: keyof ToggleLabels) => toggle.closest(`[${TOGGLE_LABEL_ATTRIBUTES[key]}]`)?.getAttribute(TOGGLE_LABEL_ATTRIBUTES[key]) ?? '';

  const note = (toggle: HTMLDetailsElement, panel: HTMLElement, failed: boolean) =>
    showPendingNote(panel, { failed, loading: label(toggle, 'loading'), text: label(toggle, 'failed'), retry: label(toggle, 'retry'), retryAttribute: RETRY });

  const fill = (toggle: HTMLDetailsElement) => {
    const state = states.get(toggle);
    const panel = toggle.querySelector(':scope > div');
    const src = toggle.getAttribute(FRAGMENT_SRC_ATTRIBUTE);
    if (state === 'loading' || state === 'ready' || !(panel instanceof HTMLElement) || !src) return;
    states.set(toggle, 'loading');
    note(toggle, panel, false);
    load(src).then(
      (html) => {
        states.set(toggle, 'ready');
        panel.removeAttribute('aria-busy');
        panel.innerHTML = html;
      },
      () => {
        states.set(toggle, 'failed');
        note(toggle, panel, true);
      },
    );
  };

  const toggleOf = (target: EventTarget | null): HTMLDetailsElement | null => {
    if (!(target instanceof Element)) return null;
    const toggle = target.closest(TOGGLE);
    return toggle instanceof HTMLDetailsElement ? toggle : null;
  };

  // Opened: fill. Approached (pointer or focus on its label): fill ahead of the press.
  const onToggle = (event: Event) => {
    const toggle = event.target;
    if (toggle instanceof HTMLDetailsElement && toggle.open && toggle.matches(TOGGLE)) fill(toggle);
  };
  const onApproach = (event: Event) => {
    const toggle = toggleOf(event.target);
    if (toggle && event.target instanceof Element && event.target.closest('summary')?.parentElement === toggle) fill(toggle);
  };
  const onClick = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(`[${RETRY}]`)) return;
    const toggle = toggleOf(event.target);
    if (toggle && states.get(toggle) === 'failed') {
      states.delete(toggle);
      fill(toggle);
    }
  };

  // `toggle` does not bubble: listen in the capture phase.
  document.addEventListener('toggle', onToggle, true);
  document.addEventListener('pointerover', onApproach);
  document.addEventListener('focusin', onApproach);
  document.addEventListener('click', onClick);
  // Toggles a reader opened before this code arrived.
  for (const toggle of document.querySelectorAll<HTMLDetailsElement>(`${TOGGLE}[open]`)) fill(toggle);
  return () => {
    document.removeEventListener('toggle', onToggle, true);
    document.removeEventListener('pointerover', onApproach);
    document.removeEventListener('focusin', onApproach);
    document.removeEventListener('click', onClick);
  };
}
