/** Spec §4 and §9: after this long without results, the search shows it is still working. */
export const SEARCH_STALL_MS = 300;

export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'done' | 'error';

/** Spec §4: Escape closes the results panel, then clears the query, then closes the dialog. */
export function escapeStep(state: { panelOpen: boolean; query: string }): 'close-panel' | 'clear-query' | 'close-dialog' {
  if (state.panelOpen) return 'close-panel';
  if (state.query !== '') return 'clear-query';
  return 'close-dialog';
}

/** Spec §4: Enter goes to the result; Ctrl/Cmd+Enter opens it in a new tab; Shift+Enter in a new window. */
export function enterAction(keys: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): 'go' | 'new-tab' | 'new-window' {
  if (keys.shiftKey) return 'new-window';
  if (keys.ctrlKey || keys.metaKey) return 'new-tab';
  return 'go';
}

/** ArrowUp/ArrowDown move the active result, wrapping around; the first is active by default. */
export function moveActive(active: number, count: number, direction: 1 | -1): number {
  if (count === 0) return 0;
  return (active + direction + count) % count;
}
