import type { ReactNode } from 'react';

// Apart from Layout.tsx: the API islands use these in the browser, and Layout's cards draw icons from the whole lucide set, which only the server may load.
/**
 * Two columns where the row is wide enough for two (48rem: some 23rem each), stacked where they
 * would be cramped: by the row's own width, not the screen's, since the sidebar and "On this page"
 * take a different share of each screen. A `sticky` column stays in view while the other scrolls.
 */
export function Row({ children, ...data }: { children: ReactNode } & { [attribute: `data-${string}`]: string }) {
  return (
    <div {...data} className="@container my-6">
      <div className="grid items-start gap-x-8 gap-y-4 @3xl:grid-cols-2">{children}</div>
    </div>
  );
}

export function Col({ sticky, children }: { sticky?: boolean; children: ReactNode }) {
  return <div className={`min-w-0 [&>:first-child]:mt-0 ${sticky ? '@3xl:sticky @3xl:top-28' : ''}`}>{children}</div>;
}
