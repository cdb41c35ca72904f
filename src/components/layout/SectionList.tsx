import { SiteLink } from '@/browser/islands/ui/SiteLink';
import type { HomeEntry } from '@/shared/navigation/types';
import { Icon } from '../ui/Icon';

/** Top-level sections with icons, for the mobile navigation (spec §2). */
export function SectionList({ title, entries, currentHref }: { title: string; entries: HomeEntry[]; currentHref: string | undefined }) {
  return (
    <nav aria-label={title} className="mb-6">
      <h2 className="mb-2 text-xs font-semibold tracking-wide text-zinc-900 uppercase dark:text-white">{title}</h2>
      <ul className="space-y-0.5">
        {entries.map((entry) => {
          const current = entry.href === currentHref;
          return (
            <li key={entry.href}>
              <SiteLink
                href={entry.href}
                aria-current={current ? 'true' : undefined}
                className={`flex items-center gap-3 rounded-lg px-2 py-1.5 text-sm ${
                  current
                    ? 'bg-primary-50 font-semibold text-primary-800 dark:bg-primary-950 dark:text-primary-200'
                    : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800'
                }`}
              >
                <span className="flex size-7 items-center justify-center rounded-md border border-zinc-200 bg-white text-primary-600 dark:border-zinc-700 dark:bg-zinc-900 dark:text-primary-400">
                  <Icon name={entry.icon} />
                </span>
                {entry.title}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
