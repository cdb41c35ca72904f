import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocsPage } from '@/components/layout/DocsPage';
import { MdxContent } from '@/components/mdx/MdxContent';
import { createMdxComponents } from '@/components/mdx/mdx-components';
import { createApiMdxComponents } from '@/components/api/api-mdx-components';
import type { Locale } from '@/shared/i18n/locales';
import { localizePath } from '@/shared/i18n/paths';
import { getTranslator } from '@/shared/i18n/translate';
import { afterPagePrerender } from '@/node/build/worker-memory';
import { changelogFeedPath, isChangelogPage } from '@/node/feeds/changelog';
import { productName, productNames } from '@/node/search/products';
import { findPage, homeEntriesOf, loadSite, manifests, pagesOf } from '@/node/site/load-site';
import { docsPageModel } from '@/node/site/view-models';
import { pageMetadata } from './metadata';

/**
 * Every documentation page, guide or API reference, wherever the manifest puts it; the locale
 * route files only pass their locale. The API reference's browser code stays off guides because
 * the site's code imports it on the pages that place an operation (src/browser/runtime/main.ts), not by route.
 */
export type SlugParams = { params: Promise<{ slug: string[] }> };

export function docStaticParams(locale: Locale) {
  return pagesOf(locale)
    .map((page) => ({ slug: page.path.split('/').filter(Boolean) }));
}

export async function docMetadata(locale: Locale, { params }: SlugParams): Promise<Metadata> {
  const page = findPage(locale, (await params).slug);
  if (!page) return {};
  return pageMetadata({
    locale,
    href: page.href,
    title: page.title,
    description: page.description,
    // An untranslated English URL shows the Spanish text: the Spanish page is the canonical one.
    canonical: page.untranslated ? localizePath(page.path, page.sourceLocale) : page.href,
    alternates: page.alternates,
    ...(isChangelogPage(page) ? { feed: { href: changelogFeedPath(page.href), title: `${productName(manifests(), loadSite().pages, page)}: ${page.title}` } } : {}),
  });
}

export async function DocRoute({ locale, params }: SlugParams & { locale: Locale }) {
  afterPagePrerender();
  const page = findPage(locale, (await params).slug);
  if (!page) notFound();
  const t = getTranslator(locale);
  const context = { locale, productNames: () => Object.fromEntries(productNames(manifests(), loadSite().pages, locale).map((entry) => [entry.namespace, entry.names[0] ?? entry.namespace])) };
  const components = page.kind === 'api' ? createApiMdxComponents(t, context, page.operations ?? []) : createMdxComponents(t, context);
  const content = <MdxContent source={page.body} file={page.sourceFile} product={page.namespace} components={components} />;
  return <DocsPage model={docsPageModel(page, homeEntriesOf(locale))} content={content} />;
}
