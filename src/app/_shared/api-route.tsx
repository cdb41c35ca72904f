import { notFound } from 'next/navigation';
import { createApiMdxComponents } from '@/components/api/api-mdx-components';
import { DocsPage } from '@/components/layout/DocsPage';
import { MdxContent } from '@/components/mdx/MdxContent';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/translate';
import { findPage, homeEntries, pagesOf } from '@/lib/site/load-site';
import { apiRouteNamespace } from '@/lib/site/route-kinds';
import { docsPageModel } from '@/lib/site/view-models';
import { docMetadata, type SlugParams } from './doc-route';

/**
 * API reference pages (`/<namespace>/api/…`): the same layout as guides, with `<ApiOperation>`.
 * A route of their own keeps the reference's client code off guide pages.
 */
export function apiStaticParams(locale: Locale, namespace: string) {
  return pagesOf(locale)
    .filter((page) => apiRouteNamespace(page.path) === namespace)
    .map((page) => ({ slug: page.path.split('/').slice(3) }));
}

const fullSlug = async (namespace: string, { params }: SlugParams) => [namespace, 'api', ...(await params).slug];

export async function apiMetadata(locale: Locale, namespace: string, props: SlugParams) {
  const slug = await fullSlug(namespace, props);
  return docMetadata(locale, { params: Promise.resolve({ slug }) });
}

export async function ApiRoute({ locale, namespace, ...props }: SlugParams & { locale: Locale; namespace: string }) {
  const page = findPage(locale, await fullSlug(namespace, props));
  if (!page) notFound();
  const content = <MdxContent source={page.body} file={page.sourceFile} components={createApiMdxComponents(getTranslator(locale), page.operations ?? [])} />;
  return <DocsPage model={docsPageModel(page, homeEntries[locale])} content={content} />;
}
