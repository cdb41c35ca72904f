import type { MetadataRoute } from 'next';
import { codesHref } from '@/shared/codes/catalogue';
import { loadSite } from '@/node/site/load-site';
import { siteConfig } from '@/node/site-config';

export const dynamic = 'force-static';

/** Every real page (the homes and the code catalogues too), with its translation as an alternate; untranslated English URLs are left to their canonical. */
export default function sitemap(): MetadataRoute.Sitemap {
  const absolute = (path: string) => new URL(path, siteConfig.url).toString();
  const home = { es: absolute('/'), en: absolute('/en') };
  const codes = { es: absolute(codesHref('es')), en: absolute(codesHref('en')) };
  const pages = loadSite().pages.filter((page) => !page.untranslated);
  return [
    { url: home.es, alternates: { languages: home } },
    { url: home.en, alternates: { languages: home } },
    { url: codes.es, alternates: { languages: codes } },
    { url: codes.en, alternates: { languages: codes } },
    ...pages.map((page) => ({
      url: absolute(page.href),
      alternates: {
        languages: Object.fromEntries(Object.entries(page.alternates).map(([locale, href]) => [locale, absolute(href)])),
      },
    })),
  ];
}
