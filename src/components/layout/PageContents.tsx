import { ChevronDown } from 'lucide-react';
import type { PageHeading } from '@/shared/content/headings';
import type { Locale } from '@/shared/i18n/locales';

/**
 * "On this page" under the title where the side panel is not shown (below lg, where there is no
 * sidebar either): a collapsed list of the page's level-2 headings (spec §2). A native
 * <details>, so it opens and closes with no script at all: guide pages are at their JavaScript
 * budget, and the disclosure pattern needs nothing the browser does not do already.
 */
export function PageContents({ title, pageHref, headings, lang }: { title: string; pageHref: string; headings: PageHeading[]; lang?: Locale }) {
  if (headings.length === 0) return null;
  return (
    <details className="group mb-8 rounded-xl border border-zinc-200 lg:hidden dark:border-zinc-800">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-2.5 text-sm font-semibold text-zinc-900 dark:text-white [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown className="size-4 shrink-0 text-zinc-500 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <ul lang={lang} className="border-t border-zinc-200 px-4 py-2 text-sm dark:border-zinc-800">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`${pageHref}#${heading.id}`} className="block py-1.5 text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white">
              {heading.title}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
