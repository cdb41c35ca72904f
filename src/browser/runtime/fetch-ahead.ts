/**
 * Whether the page may fetch a first press's code ahead (Preact for search; Preact and Headless UI for the
 * dropdowns, startup-modules.ts) before any intent: only when the connection says it is cheap. A
 * reader who asked to save data, or whose link the browser rates slow, gets that code when they
 * reach for a control that needs it (a pointer or the focus on it, the search shortcut), as does a
 * browser that says nothing about its connection (Safari, Firefox): fetching on every page would
 * spend their bytes on code most readers never run (issue 50).
 */
export interface ConnectionHints {
  /** The reader asked for less data (the browser also sends `Save-Data: on`). */
  readonly saveData?: boolean;
  /** The browser's rating of the link: `slow-2g`, `2g`, `3g` or `4g`. */
  readonly effectiveType?: string;
}

const SLOW_TYPES = new Set(['slow-2g', '2g', '3g']);

export function connectionIsCheap(connection: ConnectionHints | undefined): boolean {
  if (!connection || connection.saveData === true) return false;
  const type = connection.effectiveType;
  return typeof type === 'string' && type !== '' && !SLOW_TYPES.has(type);
}

/** The browser's connection hints (the Network Information API), where it has them. */
export const connectionOf = (navigator: Navigator): ConnectionHints | undefined => (navigator as Navigator & { connection?: ConnectionHints }).connection;
