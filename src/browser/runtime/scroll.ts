export const TOP_BAR_SCROLL_RANGE_PX = 72;

/** Top bar background opacity over 0 to 72 px of scroll (spec §4, §9). */
export function topBarOpacity(scrollY: number): number {
  if (!Number.isFinite(scrollY) || scrollY <= 0) return 0;
  return Math.min(scrollY / TOP_BAR_SCROLL_RANGE_PX, 1);
}

/**
 * Scroll-spy: the heading currently being read is the last one whose top has
 * passed the reading line; before the first, the first.
 */
export function activeHeadingId(headings: ReadonlyArray<{ id: string; top: number }>, readingLine: number): string | undefined {
  let active = headings[0]?.id;
  for (const heading of headings) {
    if (heading.top <= readingLine) active = heading.id;
    else break;
  }
  return active;
}
