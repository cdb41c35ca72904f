import type { ReactNode } from 'react';
import { locales, type Locale } from '@/shared/i18n/locales';
import { localizePath } from '@/shared/i18n/paths';
import { getTranslator, type MessageKey } from '@/shared/i18n/translate';
import { Logo } from './Logo';

/**
 * One static 404.html serves every missing URL, so each element carries both languages and a tiny
 * script (src/browser/inline/not-found-locale-script.ts) shows the English text under /en.
 */
function Both({ id }: { id: MessageKey }) {
  return locales.map((locale) => (
    <span key={locale} data-locale={locale} lang={locale} hidden={locale !== 'es'} suppressHydrationWarning>
      {getTranslator(locale)(id)}
    </span>
  ));
}

function LocalLink({ to, className, children }: { to: (locale: Locale) => string; className: string; children: ReactNode }) {
  return (
    <a href={to('es')} data-href-en={to('en')} className={className} suppressHydrationWarning>
      {children}
    </a>
  );
}

const home = (locale: Locale) => localizePath('/', locale);
const products = (locale: Locale) => `${locale === 'es' ? '' : home(locale)}/#products`;
const search = (locale: Locale) => localizePath('/search', locale);

export function NotFoundPage() {
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center px-6 py-16">
      <LocalLink to={home} className="mb-12 inline-flex items-center gap-2 rounded-lg font-semibold text-zinc-900 dark:text-white">
        <Logo />
        Ondapay <span className="font-normal text-zinc-600 dark:text-zinc-400">Docs</span>
      </LocalLink>
      <p className="font-mono text-sm font-semibold text-primary-700 dark:text-primary-300">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-zinc-900 dark:text-white">
        <Both id="notFound.title" />
      </h1>
      <p className="mt-4 text-lg text-zinc-600 dark:text-zinc-400">
        <Both id="notFound.body" />
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <LocalLink to={home} className="rounded-lg bg-primary-700 px-4 py-2 font-medium text-white hover:bg-primary-800">
          <Both id="notFound.home" />
        </LocalLink>
        <LocalLink to={products} className="rounded-lg border border-zinc-300 px-4 py-2 font-medium text-zinc-800 hover:border-primary-400 dark:border-zinc-700 dark:text-zinc-100">
          <Both id="notFound.products" />
        </LocalLink>
        <LocalLink to={search} className="rounded-lg border border-zinc-300 px-4 py-2 font-medium text-zinc-800 hover:border-primary-400 dark:border-zinc-700 dark:text-zinc-100">
          <Both id="notFound.search" />
        </LocalLink>
      </div>
    </main>
  );
}
