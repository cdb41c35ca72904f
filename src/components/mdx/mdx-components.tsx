import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import { isValidElement } from 'react';
import type { MDXComponents } from 'mdx/types';
import type { Translate } from '@/lib/i18n/translate';
import { H2, H3 } from './Heading';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return "";
}

function Anchor({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/')) {
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    );
  }
  if (href.startsWith('#')) return <a href={href} {...rest}>{children}</a>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}

/** How Markdown elements render on a page of the given locale. */
export function createMdxComponents(t: Translate): MDXComponents {
  return {
    h2: (props: ComponentProps<'h2'>) => <H2 {...props} anchorLabel={t('heading.anchor', { title: textOf(props.children) })} />,
    h3: H3,
    a: Anchor,
    table: (props: ComponentProps<'table'>) => (
      // Wide tables scroll inside their box; the box is focusable so keyboard users can scroll it.
      <div className="table-wrap" tabIndex={0} role="region" aria-label={t('content.table')}>
        <table {...props} />
      </div>
    ),
  };
}
