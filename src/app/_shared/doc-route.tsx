import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocsPage } from '@/components/layout/DocsPage';
import { MdxContent } from '@/components/mdx/MdxContent';
import { createMdxComponents } from '@/components/mdx/mdx-components';
import type { Locale } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/i18n/paths';
import { getTranslator } from '@/lib/i18n/translate';
import { findPage, homeEntries, pagesOf } from '@/lib/site/load-site';
import { apiRouteNamespace } from '@/lib/site/route-kinds';
import { docsPageModel } from '@/lib/site/view-models';
import { pageMetadata } from './metadata';

/** Documentation pages; the locale route files only pass their locale. One module per kind of
 * page, so a route bundles only the client components its pages use. */
export type SlugParams = { params: Promise<{ slug: string[] }> };

/** Every page of the locale but those an API route serves (see route-kinds.ts). */
export function docStaticParams(locale: Locale) {
  return pagesOf(locale)
    .filter((page) => !apiRouteNamespace(page.path))
    .map((page) => ({ slug: page.path.split('/').filter(Boolean) }));
}

export async function docMetadata(locale: Locale, { params }: SlugParams): Promise<Metadata> {
  const page = findPage(locale, (await params).slug);
  if (!page) return {};
  return pageMetadata({
    locale,
    title: page.title,
    description: page.description,
    // An untranslated English URL shows the Spanish text: the Spanish page is the canonical one.
    canonical: page.untranslated ? localizePath(page.path, page.sourceLocale) : page.href,
    alternates: page.alternates,
  });
}

export async function DocRoute({ locale, params }: SlugParams & { locale: Locale }) {
  const page = findPage(locale, (await params).slug);
  if (!page) notFound();
  const content = <MdxContent source={page.body} file={page.sourceFile} components={createMdxComponents(getTranslator(locale))} />;
  return <DocsPage model={docsPageModel(page, homeEntries[locale])} content={content} />;
}
