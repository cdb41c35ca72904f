import { feedbackHref } from '../../shared/ui/feedback';
import { FRAME_ATTRIBUTES } from '../../shared/ui/frame-markup';

const LINK = `a[${FRAME_ATTRIBUTES.feedbackForm}]`;

/** The link carries the address the reader is actually on: the prerendered page has the canonical origin. */
function refreshFeedback(document: Document) {
  const { origin, pathname } = document.defaultView!.location;
  for (const link of document.querySelectorAll<HTMLAnchorElement>(LINK)) {
    link.href = feedbackHref(link.getAttribute(FRAME_ATTRIBUTES.feedbackForm)!, origin, pathname);
  }
}

/**
 * Opens the feedback form in a new tab with RefererUrl = origin + path, then thanks the reader in
 * the prompt's place (spec §4, §7). Returns the function that stops it.
 */
export function watchFeedback(document: Document): () => void {
  refreshFeedback(document);
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest(LINK) : null;
    const prompt = link?.parentElement;
    if (!prompt) return;
    // The browser follows the link first; the prompt changes once the click is done with it.
    setTimeout(() => {
      for (const child of prompt.children) {
        if (child instanceof HTMLElement) child.hidden = !child.hasAttribute(FRAME_ATTRIBUTES.feedbackThanks);
      }
    });
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
