import { Fragment, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { highlightRanges } from '@/lib/search/highlight';

/** The text with the words the query matched marked. */
export function Highlighted({ text, terms, locale }: { text: string; terms: readonly string[]; locale: Locale }) {
  const ranges = highlightRanges(text, terms, locale);
  const parts: ReactNode[] = [];
  let at = 0;
  ranges.forEach((range, index) => {
    if (range.start > at) parts.push(<Fragment key={`t${index}`}>{text.slice(at, range.start)}</Fragment>);
    parts.push(
      <mark key={`m${index}`} className="rounded-sm bg-primary-100 px-0.5 text-inherit dark:bg-primary-900/70">
        {text.slice(range.start, range.end)}
      </mark>,
    );
    at = range.end;
  });
  if (at < text.length) parts.push(<Fragment key="end">{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}
