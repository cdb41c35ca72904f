import type { ReactNode } from 'react';
import type { Locale } from '@/shared/i18n/locales';
import { siteConfig } from '@/node/site-config';
import { earlyInputScriptFor } from '@/node/performance/early-input-in-page';
import { themeInitScript } from '@/browser/inline/theme-init-script';
import { toolkitEntryUrl } from '@/node/build/toolkit-entry';
import { clientEntryUrl } from '@/node/build/client-entry';
import { TOOLKIT_SRC_ATTRIBUTE } from '@/shared/ui/toolkit-loader';
import { Analytics } from './Analytics';
import '@/styles/generated/site.css';

/** <html> and <body> for one locale: each locale is its own root layout so `lang` is right in the HTML. */
export function RootDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale} {...{ [TOOLKIT_SRC_ATTRIBUTE]: toolkitEntryUrl() }} suppressHydrationWarning>
      {/* App Router root layout: a plain <head> is the documented way; next/head is for the pages router. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        {/* A build writes it into the page after this (early-input-in-page.ts): out of React's payload. */}
        {process.env.NODE_ENV === 'production' ? null : <script dangerouslySetInnerHTML={{ __html: earlyInputScriptFor(locale) }} />}
      </head>
      <body className="min-h-dvh font-sans">
        {children}
        {siteConfig.analyticsScriptUrl ? <Analytics src={siteConfig.analyticsScriptUrl} /> : null}
        {/* A build requests the site's code after the first paint instead (scripts-after-paint.ts). */}
        {process.env.NODE_ENV === 'production' ? null : <script type="module" src={clientEntryUrl()} async />}
      </body>
    </html>
  );
}
