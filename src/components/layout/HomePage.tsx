import { SiteLink } from '@/browser/islands/ui/SiteLink';
import type { ReactNode } from 'react';
import type { Locale } from '@/shared/i18n/locales';
import { getTranslator } from '@/shared/i18n/translate';
import type { HomeEntry } from '@/shared/navigation/types';
import type { HomeLinks } from '@/node/site/home-links';
import { Icon } from '../ui/Icon';
import { PlainShell } from './PlainShell';

/** A part of the home page under its heading, a region named by it. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mt-12 scroll-mt-24 text-sm font-semibold tracking-wide text-zinc-900 uppercase dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface CardModel {
  href: string;
  /** A label or an icon above the title. */
  top: ReactNode;
  title: string;
  text: string;
}

/** A list of cards: numbered steps (`ol`) or a set (`ul`). */
function CardList({ as: List, className, cards }: { as: 'ol' | 'ul'; className: string; cards: CardModel[] }) {
  return (
    <List className={`mt-4 grid gap-4 ${className}`}>
      {cards.map((card) => (
        <li key={card.href}>
          <SiteLink
            href={card.href}
            className="group flex h-full flex-col rounded-2xl border border-zinc-200 p-5 transition-colors hover:border-primary-300 hover:bg-primary-50/40 dark:border-zinc-800 dark:hover:border-primary-700 dark:hover:bg-primary-950/30"
          >
            {card.top}
            <span className="mt-2 flex items-center gap-1 font-semibold text-zinc-900 dark:text-white">
              {card.title}
              {/* A character, not an icon: an icon's drawing is written out in the page twice for every card. */}
              <span aria-hidden="true" className="opacity-0 transition-opacity group-hover:opacity-100">
                →
              </span>
            </span>
            <span className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{card.text}</span>
          </SiteLink>
        </li>
      ))}
    </List>
  );
}

/**
 * The second layout: no sidebar, no previous/next (spec §2). A start path for a first integration,
 * every product, and the pages readers come back to (src/shared/navigation/home-links.ts).
 */
export function HomePage({ locale, entries, links, pathname }: { locale: Locale; entries: HomeEntry[]; links: HomeLinks; pathname: string }) {
  const t = getTranslator(locale);
  return (
    <PlainShell locale={locale} t={t} entries={entries} pathname={pathname}>
      <h1 className="max-w-2xl text-4xl font-bold tracking-tight text-zinc-900 sm:text-5xl dark:text-white">{t('home.heading')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-zinc-600 dark:text-zinc-400">{t('home.intro')}</p>

      <Section id="start" title={t('home.start.title')}>
        <p className="mt-2 max-w-2xl text-zinc-600 dark:text-zinc-400">{t('home.start.intro')}</p>
        <CardList
          as="ol"
          className="md:grid-cols-3"
          cards={links.start.map((step, index) => ({
            ...step,
            top: <span className="text-xs font-semibold text-primary-700 dark:text-primary-300">{t('home.start.step', { number: index + 1 })}</span>,
          }))}
        />
      </Section>

      <Section id="products" title={t('home.products')}>
        <CardList
          as="ul"
          className="sm:grid-cols-2 lg:grid-cols-3"
          cards={entries.map((entry) => ({
            href: entry.href,
            title: entry.title,
            text: entry.description,
            top: (
              <span className="mb-2 flex size-10 items-center justify-center rounded-xl bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
                <Icon name={entry.icon} className="size-5" />
              </span>
            ),
          }))}
        />
      </Section>

      <Section id="popular" title={t('home.popular')}>
        <ul className="mt-4 grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
          {links.popular.map((link) => (
            <li key={link.href} className="border-b border-zinc-200 dark:border-zinc-800">
              <SiteLink href={link.href} className="group flex items-baseline justify-between gap-3 py-3">
                <span lang={link.lang} className="font-medium text-zinc-900 group-hover:text-primary-700 dark:text-white dark:group-hover:text-primary-300">
                  {link.title}
                </span>
                <span className="shrink-0 text-xs text-zinc-600 dark:text-zinc-400">{link.text}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </Section>
    </PlainShell>
  );
}
