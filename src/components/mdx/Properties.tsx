import type { ReactNode } from 'react';
import { badgeClass } from '@/shared/ui/badge-classes';
import { InlineCode } from './InlineCode';

/** The REQUIRED and CONDITIONAL badges of spec §8. */
export function FieldBadges({ required, conditional, labels }: { required?: boolean; conditional?: boolean; labels: { required: string; conditional: string } }) {
  return (
    <>
      {required ? <span className={badgeClass.required}>{labels.required}</span> : null}
      {conditional ? <span className={badgeClass.conditional}>{labels.conditional}</span> : null}
    </>
  );
}

export function Properties({ children }: { children: ReactNode }) {
  return <ul className="my-6 divide-y divide-zinc-200 border-y border-zinc-200 p-0! dark:divide-zinc-800 dark:border-zinc-800">{children}</ul>;
}

/** One attribute: name, type, badges, then its description. */
export function Property({
  name,
  type,
  required,
  conditional,
  children,
  labels,
}: {
  name: string;
  type?: string;
  required?: boolean;
  conditional?: boolean;
  children?: ReactNode;
  labels: { required: string; conditional: string };
}) {
  return (
    <li className="m-0! list-none py-3 pl-0!">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <InlineCode className="font-mono text-sm font-semibold text-zinc-900 dark:text-white" text={name} />
        {type ? <span className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{type}</span> : null}
        <FieldBadges required={required} conditional={conditional} labels={labels} />
      </div>
      {children ? <div className="mt-1 text-sm [&>:first-child]:mt-0 [&>:last-child]:mb-0 [&_p]:my-1">{children}</div> : null}
    </li>
  );
}
