import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { notFoundLocaleScript } from '@/browser/inline/not-found-locale-script';
import { getTranslator } from '@/shared/i18n/translate';
import { themeInitScript } from '@/browser/inline/theme-init-script';
import '@/styles/generated/site.css';

const t = getTranslator('es');

// The title is rendered here, not by metadata, so that notFoundLocaleScript can switch it to the URL's language.
// No robots entry: Next writes `noindex` into a not-found page itself, and a second tag repeated it.
export const metadata: Metadata = {
  description: t('notFound.body'),
};

export default function GlobalNotFound() {
  return (
    <html lang="es" suppressHydrationWarning>
      <head>
        <title>{`${t('notFound.title')} - ${t('meta.titleSuffix')}`}</title>
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
      </head>
      <body className="font-sans">
        <NotFoundPage />
        <script dangerouslySetInnerHTML={{ __html: notFoundLocaleScript }} />
      </body>
    </html>
  );
}
