import type { Metadata } from 'next';
import localFont from 'next/font/local';
import { NotFoundPage, notFoundLocaleScript } from '@/components/layout/NotFoundPage';
import { getTranslator } from '@/lib/i18n/translate';
import { themeInitScript } from '@/lib/ui/theme';
import './globals.css';

const inter = localFont({ src: '../fonts/inter-latin-wght-normal.woff2', variable: '--font-inter', weight: '100 900', display: 'swap' });
const t = getTranslator('es');

export const metadata: Metadata = {
  title: `${t('notFound.title')} - ${t('meta.titleSuffix')}`,
  description: t('notFound.body'),
  robots: { index: false },
};

export default function GlobalNotFound() {
  return (
    <html lang="es" className={inter.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
      </head>
      <body className="font-sans">
        <NotFoundPage />
        <script dangerouslySetInnerHTML={{ __html: notFoundLocaleScript }} />
      </body>
    </html>
  );
}
