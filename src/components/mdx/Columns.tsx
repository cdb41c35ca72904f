import type { ReactNode } from 'react';
import { columnsClasses } from '@/node/html/columns-classes';

// Apart from Layout.tsx: Layout's cards draw icons from the whole lucide set, which only the server may load.
/** Two columns where the row is wide enough (columns-classes.ts); a `sticky` column stays in view while the other scrolls. */
export function Row({ children, ...data }: { children: ReactNode } & { [attribute: `data-${string}`]: string }) {
  return (
    <div {...data} className={columnsClasses.row}>
      <div className={columnsClasses.grid}>{children}</div>
    </div>
  );
}

export function Col({ sticky, children }: { sticky?: boolean; children: ReactNode }) {
  return <div className={`${columnsClasses.col} ${sticky ? columnsClasses.sticky : ''}`}>{children}</div>;
}
