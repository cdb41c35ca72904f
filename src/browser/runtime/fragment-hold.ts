/**
 * A link into an API operation far down a long page (`#post-api-…`): the browser scrolls to it while
 * the operations above are still placeholders (`content-visibility: auto`, 2,400 px each in
 * api.css). As the one above the target is laid out at its real height, everything below it moves,
 * and the browser's scroll anchoring holds the top of that operation, not the target: on a phone
 * the target ended up to a screen away. This puts the target back at its place (its
 * `scroll-margin-top` under the top bar) each time an operation above it changes size, until the
 * reader scrolls, taps or types, or `within` ms have passed.
 */
import { fragmentId } from './fragment-id';

const READER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

export function holdFragmentTarget(document: Document, { operation = '.api-op', within = 5_000 } = {}): () => void {
  const id = fragmentId(document.location.hash);
  const target = id ? document.getElementById(id) : null;
  const own = target?.closest(operation);
  const window = document.defaultView;
  if (!target || !own || !window || typeof ResizeObserver === 'undefined') return () => undefined;

  const above = [...document.querySelectorAll(operation)].filter((section) => section === own || section.compareDocumentPosition(own) & Node.DOCUMENT_POSITION_FOLLOWING);
  let frame = 0;
  const place = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => target.scrollIntoView({ block: 'start', behavior: 'instant' }));
  };
  const observer = new ResizeObserver(place);
  const stop = () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
    window.removeEventListener('hashchange', stop);
  };
  const timer = setTimeout(stop, within);
  for (const type of READER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  window.addEventListener('hashchange', stop);
  // Observing reports each section's size once at the start, which places the target now too.
  for (const section of above) observer.observe(section);
  return stop;
}
