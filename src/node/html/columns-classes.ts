/**
 * Two columns where the row is wide enough for two (48rem: some 23rem each), stacked where they
 * would be cramped: by the row's own width, not the screen's, since the sidebar and "On this page"
 * take a different share of each screen. A sticky column stays in view while the other scrolls.
 * Shared by the Row and Col components and the API reference's HTML (switch-html.ts).
 */
export const columnsClasses = {
  row: '@container my-6',
  grid: 'grid items-start gap-x-8 gap-y-4 @3xl:grid-cols-2',
  col: 'min-w-0 [&>:first-child]:mt-0',
  sticky: '@3xl:sticky @3xl:top-28',
} as const;
