import type { ComponentProps } from 'react';
import { headingOffsetRem } from '@/shared/content/headings';

type HeadingProps = ComponentProps<'h2'> & { tag?: string; label?: string; anchorLabel?: string };

/** Level-2 heading with a visible anchor link and the spec's scroll offset (6rem, 8rem with a tag or label). */
export function H2({ id, children, tag, label, anchorLabel, ...rest }: HeadingProps) {
  const offset = headingOffsetRem({ tag, label });
  return (
    <h2 id={id} {...rest} className="group relative flex items-center gap-2" style={{ scrollMarginTop: `${offset}rem` }}>
      {tag ? <span className="rounded-md bg-primary-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-primary-800 dark:bg-primary-900/60 dark:text-primary-200">{tag}</span> : null}
      <span>{children}</span>
      {label ? <span className="font-mono text-sm font-normal text-zinc-600 dark:text-zinc-400">{label}</span> : null}
      {id ? (
        <a
          href={`#${id}`}
          aria-label={anchorLabel}
          title={anchorLabel}
          className="ml-1 text-zinc-400 no-underline opacity-100 transition-opacity hover:text-primary-600 focus-visible:opacity-100 md:opacity-0 md:group-hover:opacity-100 dark:text-zinc-500"
        >
          #
        </a>
      ) : null}
    </h2>
  );
}

export function H3({ id, children, ...rest }: ComponentProps<'h3'>) {
  return (
    <h3 id={id} {...rest} style={{ scrollMarginTop: '6rem' }}>
      {children}
    </h3>
  );
}
