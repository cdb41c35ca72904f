import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';

/** Space kept between a list and its button, and between a list and the window's edges (px). */
const GAP = 6;
const EDGE = 8;

/**
 * Keeps an open list (absolutely positioned in the body) under its button, on its start edge, or
 * above it when there is no room below, and inside the window, as the window or the button moves;
 * returns what stops it. computePosition settles in a microtask, so the list is in place before the
 * frame that first shows it is painted.
 */
export function keepListUnder(button: HTMLElement, list: HTMLElement): () => void {
  const place = async () => {
    const { x, y } = await computePosition(button, list, {
      placement: 'bottom-start',
      strategy: 'absolute',
      middleware: [offset(GAP), flip({ padding: EDGE }), shift({ padding: EDGE })],
    });
    list.style.left = `${x}px`;
    list.style.top = `${y}px`;
  };
  return autoUpdate(button, list, () => void place());
}
