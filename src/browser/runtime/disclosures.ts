import { FRAME_ATTRIBUTES } from '../../shared/ui/frame-markup';

/**
 * A disclosure (WAI-ARIA pattern): a native button that shows or hides the element after it, a
 * sidebar group's links (spec §4). The button's own Enter/Space handling is all the keyboard it
 * needs. `aria-controls` names the panel only while it is shown, as `aria-expanded` says.
 */
export function toggleDisclosure(button: Element) {
  const panel = button.nextElementSibling;
  if (!(panel instanceof HTMLElement)) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  button.toggleAttribute('data-open', open);
  if (open && panel.id) button.setAttribute('aria-controls', panel.id);
  else button.removeAttribute('aria-controls');
  panel.hidden = !open;
}

/** One listener on the document for every disclosure, those of a dialog opened later included. Returns the function that stops it. */
export function watchDisclosures(document: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(`button[${FRAME_ATTRIBUTES.disclosure}]`) : null;
    if (button) toggleDisclosure(button);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
