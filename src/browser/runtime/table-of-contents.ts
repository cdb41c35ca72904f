import { FRAME_ATTRIBUTES } from '../../shared/ui/frame-markup';
import { activeHeadingId } from './scroll';
import { decodeUriComponentSafely } from '../../shared/text/safe-decode';

/** The fragment a table-of-contents link points to, the heading's id. */
const headingIdOf = (link: HTMLAnchorElement) => {
  const hash = new URL(link.href).hash.slice(1);
  return decodeUriComponentSafely(hash) ?? hash;
};

/**
 * Marks the entry of the heading being read (`aria-current="location"`; the classes follow in CSS).
 * A panel the layout hides (below the widest layout a list under the title stands in) is left alone:
 * nothing to follow or measure.
 */
export function markCurrentHeading(document: Document) {
  const window = document.defaultView!;
  for (const toc of document.querySelectorAll<HTMLElement>(`[${FRAME_ATTRIBUTES.tableOfContents}]`)) {
    if ('checkVisibility' in toc && !toc.checkVisibility()) continue;
    const links = [...toc.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')];
    const readingLine = window.innerHeight * 0.3;
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    const positions = links.flatMap((link) => {
      const id = headingIdOf(link);
      const element = document.getElementById(id);
      // A heading that titles its section (an API operation) is measured by the section, which
      // starts with it: the browser skips laying out an operation away from the screen (api.css),
      // and measuring inside one would lay it out, every operation on every scroll.
      const box = element?.closest(`[aria-labelledby="${window.CSS.escape(id)}"]`) ?? element;
      return box ? [{ id, top: box.getBoundingClientRect().top }] : [];
    });
    const active = atBottom ? positions.at(-1)?.id : activeHeadingId(positions, readingLine);
    if (active === undefined) continue;
    for (const link of links) {
      if (headingIdOf(link) === active) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  }
}

/** Follows the scroll and the window's size. Returns the function that stops it. */
export function watchTableOfContents(document: Document): () => void {
  const window = document.defaultView!;
  let frame = 0;
  const update = () => {
    window.cancelAnimationFrame(frame);
    frame = window.requestAnimationFrame(() => markCurrentHeading(document));
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update);
  return () => {
    window.cancelAnimationFrame(frame);
    window.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
  };
}
