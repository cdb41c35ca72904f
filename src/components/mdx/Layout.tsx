import { SiteLink } from '@/browser/islands/ui/SiteLink';
import type { ReactNode } from 'react';
import { Icon } from '../ui/Icon';

export function Cards({ children }: { children: ReactNode }) {
  return <div className="not-prose my-6 grid gap-4 sm:grid-cols-2">{children}</div>;
}

/** A link to another page, with a short description and an optional lucide icon (`icon="key"`). */
export function Card({ title, href, icon, children }: { title: string; href: string; icon?: string; children?: ReactNode }) {
  return (
    <SiteLink href={href} className="group block rounded-xl border border-zinc-200 p-4 no-underline! transition-colors hover:border-primary-300 hover:bg-primary-50/40 dark:border-zinc-800 dark:hover:border-primary-700 dark:hover:bg-primary-950/30">
      {icon ? (
        <span className="mb-3 flex size-8 items-center justify-center rounded-lg bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
          <Icon name={icon} />
        </span>
      ) : null}
      <span className="block font-semibold text-zinc-900 dark:text-white">{title}</span>
      {children ? <span className="mt-1 block text-sm font-normal text-zinc-600 dark:text-zinc-400 [&_p]:m-0">{children}</span> : null}
    </SiteLink>
  );
}

export function Steps({ children }: { children: ReactNode }) {
  return (
    <ol className="my-6 ml-0! list-none! space-y-0 border-l border-zinc-200 pl-0! [counter-reset:step] dark:border-zinc-800">
      {children}
    </ol>
  );
}

/** A numbered step with a bold title; the number comes from a CSS counter. */
export function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="relative my-0! pb-6 pl-8! [counter-increment:step] before:absolute before:top-0 before:-left-3.5 before:flex before:size-7 before:items-center before:justify-center before:rounded-full before:border before:border-zinc-200 before:bg-white before:text-xs before:font-semibold before:text-zinc-700 before:content-[counter(step)] dark:before:border-zinc-700 dark:before:bg-zinc-950 dark:before:text-zinc-200">
      <p className="mt-0.5! mb-2! font-semibold text-zinc-900 dark:text-white">{title}</p>
      <div className="[&>:first-child]:mt-0 [&>:last-child]:mb-0">{children}</div>
    </li>
  );
}
