import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translate';
import { siteConfig } from '@/lib/site-config';

/** Title "<page> - <docs suffix>", description, canonical, hreflang where both languages exist, Open Graph. */
export function pageMetadata(input: {
  locale: Locale;
  title: string;
  description: string;
  canonical: string;
  alternates: Partial<Record<Locale, string>>;
}): Metadata {
  const t = getTranslator(input.locale);
  const { es, en } = input.alternates;
  return {
    metadataBase: new URL(siteConfig.url),
    title: { absolute: `${input.title} - ${t('meta.titleSuffix')}` },
    description: input.description,
    alternates: {
      canonical: input.canonical,
      ...(es && en ? { languages: { es, en, 'x-default': es } } : {}),
    },
    openGraph: {
      title: input.title,
      description: input.description,
      url: input.canonical,
      siteName: t('meta.siteName'),
      locale: input.locale === 'es' ? 'es_CO' : 'en_US',
      type: 'website',
    },
  };
}
