import { earlyInput, ISLAND_ATTRIBUTE } from './early-input';

/**
 * For the API islands' own chunk (src/components/api/api-client.tsx), not the page's: the mark on
 * each island's root element, and the click the page kept for the islands while they loaded.
 */
export const islandRoot = { [ISLAND_ATTRIBUTE]: '' } as const;

/** Called once the API islands have hydrated: stops keeping their clicks and hands over the one kept. */
export function endIslandClicks(target: object): Element | null {
  const input = earlyInput(target);
  if (!input) return null;
  input.islands = true;
  const click = input.islandClick;
  input.islandClick = null;
  return click;
}
