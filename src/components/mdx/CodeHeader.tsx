import type { ReactNode } from 'react';
import { CopyCodeButton, type CopyLabels } from './CopyCodeButton';

/** A code block's header bar: what the caller puts on the left, the copy button on the right. Kept
 * apart from CodeBlock so the client code groups that use it do not bundle the block's server code. */
export function CodeHeader({ children, copy }: { children: ReactNode; copy: CopyLabels }) {
  return (
    <div className="flex min-h-10 items-center gap-2 border-b border-zinc-200 bg-zinc-50 py-1 pr-1.5 pl-4 text-xs dark:border-zinc-800 dark:bg-zinc-900">
      {children}
      <span className="ml-auto" />
      <CopyCodeButton labels={copy} />
    </div>
  );
}
