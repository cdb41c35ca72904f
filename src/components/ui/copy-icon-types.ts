import type { ReactNode } from 'react';

/** One icon per copy state, drawn on the server (see copy-icons.tsx). */
export interface CopyIcons {
  copy: ReactNode;
  copied: ReactNode;
  failed: ReactNode;
}
