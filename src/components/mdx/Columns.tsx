import type { ReactNode } from 'react';

// Apart from Layout.tsx: the API islands use these in the browser, and Layout's cards draw icons from the whole lucide set, which only the server may load.
/** Two columns on wide screens; a `sticky` column stays in view while the other scrolls. */
export function Row({ children, ...data }: { children: ReactNode } & { [attribute: `data-${string}`]: string }) {
  return (
    <div {...data} className="my-6 grid items-start gap-x-8 gap-y-4 xl:grid-cols-2">
      {children}
    </div>
  );
}

export function Col({ sticky, children }: { sticky?: boolean; children: ReactNode }) {
  return <div className={`min-w-0 [&>:first-child]:mt-0 ${sticky ? 'xl:sticky xl:top-28' : ''}`}>{children}</div>;
}
