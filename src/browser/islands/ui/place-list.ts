import { computePosition, flip, offset, shift } from '@floating-ui/dom';

/** Space kept between a list and its button, and between a list and the window's edges (px). */
const GAP = 6;
const EDGE = 8;

/**
 * Puts an open list (absolutely positioned in the body) under its button, on its start edge, or
 * above it when there is no room below, and inside the window. computePosition settles in a
 * microtask, so the list is in place before the frame that first shows it is painted.
 */
export async function placeListUnder(button: HTMLElement, list: HTMLElement): Promise<void> {
  const { x, y } = await computePosition(button, list, {
    placement: 'bottom-start',
    strategy: 'absolute',
    middleware: [offset(GAP), flip({ padding: EDGE }), shift({ padding: EDGE })],
  });
  list.style.left = `${x}px`;
  list.style.top = `${y}px`;
}
