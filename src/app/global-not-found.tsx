import type { Metadata } from 'next';
import { NotFoundPage, englishNotFoundTitle, notFoundLocaleScript } from '@/components/layout/NotFoundPage';
import { NotFoundTitle } from '@/components/layout/NotFoundTitle';
import { inter } from '@/components/layout/inter-font';
import { getTranslator } from '@/lib/i18n/translate';
import { themeInitScript } from '@/lib/ui/theme-init-script';
import '@/styles/generated/site.css';

const t = getTranslator('es');

// The title is rendered by NotFoundTitle, not metadata, so that it can follow the URL's language.
// No robots entry: Next writes `noindex` into a not-found page itself, and a second tag repeated it.
export const metadata: Metadata = {
  description: t('notFound.body'),
};

export default function GlobalNotFound() {
  return (
    <html lang="es" className={inter.variable} suppressHydrationWarning>
      <head>
        <NotFoundTitle spanish={`${t('notFound.title')} - ${t('meta.titleSuffix')}`} english={englishNotFoundTitle} />
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
      </head>
      <body className="font-sans">
        <NotFoundPage />
        <script dangerouslySetInnerHTML={{ __html: notFoundLocaleScript }} />
      </body>
    </html>
  );
}
