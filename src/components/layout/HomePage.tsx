import { ArrowRight } from 'lucide-react';
import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translate';
import type { HomeEntry } from '@/lib/navigation/types';
import { Icon } from '../ui/Icon';
import { PlainShell } from './PlainShell';

/** The second layout: no sidebar, no previous/next (spec §2). Lists every product. */
export function HomePage({ locale, entries, pathname }: { locale: Locale; entries: HomeEntry[]; pathname: string }) {
  const t = getTranslator(locale);
  return (
    <PlainShell locale={locale} t={t} entries={entries} pathname={pathname}>
      <h1 className="max-w-2xl text-4xl font-bold tracking-tight text-zinc-900 sm:text-5xl dark:text-white">{t('home.heading')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-zinc-600 dark:text-zinc-400">{t('home.intro')}</p>
      <h2 id="products" className="mt-12 scroll-mt-24 text-sm font-semibold tracking-wide text-zinc-900 uppercase dark:text-white">{t('home.products')}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link
              href={entry.href}
              className="group flex h-full flex-col rounded-2xl border border-zinc-200 p-5 transition-colors hover:border-primary-300 hover:bg-primary-50/40 dark:border-zinc-800 dark:hover:border-primary-700 dark:hover:bg-primary-950/30"
            >
              <span className="flex size-10 items-center justify-center rounded-xl bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
                <Icon name={entry.icon} className="size-5" />
              </span>
              <span className="mt-4 flex items-center gap-1 font-semibold text-zinc-900 dark:text-white">
                {entry.title}
                <ArrowRight className="size-4 opacity-0 transition-opacity group-hover:opacity-100" aria-hidden="true" />
              </span>
              <span className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{entry.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PlainShell>
  );
}
