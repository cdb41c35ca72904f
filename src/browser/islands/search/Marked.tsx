import { Fragment, type ReactNode } from 'react';
import type { MarkedText } from '@/shared/search/types';

/**
 * Text with the words a query matched in <mark>. The text is always a text node, never HTML: a
 * heading or snippet that reads `<script>` shows those characters.
 */
export function Marked({ text, ranges }: MarkedText) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [index, range] of ranges.entries()) {
    if (range.start < at || range.end > text.length) continue;
    if (range.start > at) parts.push(<Fragment key={`t${index}`}>{text.slice(at, range.start)}</Fragment>);
    parts.push(
      <mark key={`m${index}`} className="rounded-sm bg-primary-100 px-0.5 text-inherit dark:bg-primary-900/70">
        {text.slice(range.start, range.end)}
      </mark>,
    );
    at = range.end;
  }
  if (at < text.length) parts.push(<Fragment key="end">{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}
