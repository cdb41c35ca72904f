import { locales } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translate';
import { Logo } from './Logo';

/**
 * One static 404.html serves every missing URL, so it carries both languages and a
 * tiny script shows the English one under /en. Without JavaScript the Spanish one shows.
 */
export const englishNotFoundTitle = `${getTranslator('en')('notFound.title')} - ${getTranslator('en')('meta.titleSuffix')}`;

export const notFoundLocaleScript = `(function(){var en=/^\\/en(\\/|$)/.test(location.pathname);if(!en)return;document.documentElement.lang='en';document.title=${JSON.stringify(englishNotFoundTitle)};var b=document.querySelectorAll('[data-locale]');for(var i=0;i<b.length;i++){b[i].hidden=b[i].getAttribute('data-locale')!=='en'}})();`;

export function NotFoundPage() {
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center px-6 py-16">
      {locales.map((locale) => {
        const t = getTranslator(locale);
        const home = localizePath('/', locale);
        return (
          <section key={locale} data-locale={locale} lang={locale} hidden={locale !== 'es'} suppressHydrationWarning>
            <a href={home} className="mb-12 inline-flex items-center gap-2 rounded-lg font-semibold text-zinc-900 dark:text-white">
              <Logo />
              Ondapay <span className="font-normal text-zinc-600 dark:text-zinc-400">Docs</span>
            </a>
            <p className="font-mono text-sm font-semibold text-primary-700 dark:text-primary-300">404</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-zinc-900 dark:text-white">{t('notFound.title')}</h1>
            <p className="mt-4 text-lg text-zinc-600 dark:text-zinc-400">{t('notFound.body')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href={home} className="rounded-lg bg-primary-700 px-4 py-2 font-medium text-white hover:bg-primary-800">
                {t('notFound.home')}
              </a>
              <a href={`${home === '/' ? '' : home}/#products`} className="rounded-lg border border-zinc-300 px-4 py-2 font-medium text-zinc-800 hover:border-primary-400 dark:border-zinc-700 dark:text-zinc-100">
                {t('notFound.products')}
              </a>
            </div>
          </section>
        );
      })}
    </main>
  );
}
