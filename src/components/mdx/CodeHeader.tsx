import type { ReactNode } from 'react';
import { codeHeaderClass } from '@/node/html/code-classes';
import { CopyButton, type CopyLabels } from '../ui/CopyButton';

/** A code block's header bar: what the caller puts on the left, the copy button on the right. Kept
 * apart from CodeBlock so the client code groups that use it do not bundle the block's server code. */
export function CodeHeader({ children, copy }: { children: ReactNode; copy: CopyLabels }) {
  return (
    <div className={codeHeaderClass}>
      {children}
      <span className="ml-auto" />
      <CopyButton labels={copy} />
    </div>
  );
}
