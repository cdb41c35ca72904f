import type { ComponentProps } from 'react';
import { codeGroupLabel } from '@/node/content/code-labels';
import { preClass } from '@/node/html/code-classes';
import { MethodBadge } from '../ui/MethodBadge';
import { CodeHeader } from './CodeHeader';
import type { CopyLabels } from '../ui/CopyButton';

export type PreProps = ComponentProps<'pre'> & {
  'data-title'?: string;
  'data-tag'?: string;
  'data-label'?: string;
  'data-language'?: string;
};

/** The label a block shows: its title, else its language's name (spec §9). */
export function blockLabel(props: PreProps): string {
  const label = codeGroupLabel(props['data-language'], props['data-title']);
  return label.kind === 'label' ? label.label : label.language;
}

export function Pre({ className = '', ...props }: PreProps) {
  // The header shows title, tag and label; the <pre> keeps only what the browser needs.
  const rest: PreProps = { ...props };
  delete rest['data-title'];
  delete rest['data-tag'];
  delete rest['data-label'];
  return <pre {...rest} className={`${className} ${preClass}`} />;
}

/** A highlighted block (Shiki at build time) with its title, tag, label and a copy button. */
export function CodeBlock({ copy, ...props }: PreProps & { copy: CopyLabels }) {
  const tag = props['data-tag'];
  const label = props['data-label'];
  const title = props['data-title'];
  return (
    <div data-code-block className="not-prose my-6 overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-800">
      <CodeHeader copy={copy}>
        {tag ? <MethodBadge method={tag} /> : null}
        {label ? <span className="truncate font-mono text-zinc-700 dark:text-zinc-300">{label}</span> : null}
        <span className="truncate font-medium text-zinc-700 dark:text-zinc-300">{title ?? (tag || label ? null : blockLabel(props))}</span>
      </CodeHeader>
      <Pre {...props} />
    </div>
  );
}
