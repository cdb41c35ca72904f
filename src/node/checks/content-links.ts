import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { CODES_PATH } from '../../shared/codes/catalogue';
import { locales } from '../../shared/i18n/locales';
import { localizePath } from '../../shared/i18n/paths';

/**
 * A page's links to the site, checked where the author wrote them: a link to a page the site
 * does not have, or to an id that page does not have, fails the content check (and so
 * `npm run build`) naming the .mdx file and the line, with the page's ids to pick from. The
 * built site's check (`npm run check:site`) stays the last net: it reads every link of every
 * built page, API descriptions' too.
 */

export interface ContentLink {
  url: string;
  line: number | undefined;
}

/** The site as links see it: each page's URL and the ids it has, and the redirects. */
export interface LinkTargets {
  /** Page URL (`/en/checkout/create-session`) -> ids a fragment may name (headings, operations, code rows, tab slugs). */
  pages: ReadonlyMap<string, ReadonlySet<string>>;
  /** Old URL -> new URL (with its fragment, if any): manifests' `redirects`. */
  redirects: ReadonlyMap<string, string>;
  /** Ids of the code catalogue's rows (`/codes#gateway-reason-51`). */
  codeAnchors: ReadonlySet<string>;
  /** Products taken out of a partial copy on purpose (ABSENT_PRODUCTS_ENV): links into them are not checked. */
  absentProducts?: ReadonlySet<string>;
}

/**
 * A comma-separated list of products a copy of the repository leaves out on purpose (the
 * new-product test keeps one real product): the pages it keeps still link to the others, which
 * the real site has. Never set for the real build.
 */
export const ABSENT_PRODUCTS_ENV = 'ONDAPAY_ABSENT_PRODUCTS';

export const absentProducts = (value = process.env[ABSENT_PRODUCTS_ENV]): Set<string> =>
  new Set((value ?? '').split(',').map((name) => name.trim()).filter(Boolean));

/** The product a site path belongs to (`/en/gateway/x` -> gateway). */
const productOf = (path: string) => path.replace(/^\/en(?=\/|$)/, '').split('/')[1] ?? '';

const isInternal = (url: string) => (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) || url.startsWith('#');

/** The links a page's MDX makes to the site (Markdown links and references, components' href), in document order. */
export function internalLinks(tree: Root): ContentLink[] {
  const links: ContentLink[] = [];
  visit(tree, (node) => {
    let url: string | undefined;
    if (node.type === 'link' || node.type === 'definition') url = node.url;
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const href = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'href')?.value;
      if (typeof href === 'string') url = href;
    }
    if (url !== undefined && isInternal(url)) links.push({ url, line: node.position?.start.line });
  });
  return links;
}

/** The slugs of a page's `<Tab>`s: `#ios` selects a tab (docs/authoring.md, Tabs). */
export function tabSlugs(tree: Root): string[] {
  const slugs: string[] = [];
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Tab') {
      const slug = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'slug')?.value;
      if (typeof slug === 'string') slugs.push(slug);
    }
  });
  return slugs;
}

/** Pages the build makes that no MDX file is: the homes, search and the code catalogue. */
const builtPages = new Set(locales.flatMap((locale) => ['/', '/search', CODES_PATH].map((path) => localizePath(path, locale))));

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
const listed = (ids: ReadonlySet<string>) => {
  const all = [...ids];
  return all.length === 0 ? 'It has no ids to link to' : `Its ids: ${all.slice(0, 12).join(', ')}${all.length > 12 ? `, … (${all.length} in all)` : ''}`;
};

/** What is wrong with one link of the page at `from` (its URL), or nothing. */
export function contentLinkProblem(link: ContentLink, from: string, targets: LinkTargets): string | undefined {
  const where = link.line === undefined ? '' : `line ${link.line}: `;
  const [target = '', fragment] = link.url.split('#', 2);
  let path = target.split('?', 1)[0]!.replace(/(.)\/+$/, '$1') || from;
  let id = fragment === undefined ? undefined : decoded(fragment);
  const redirect = targets.redirects.get(path);
  if (redirect !== undefined) {
    const [to = '', toFragment] = redirect.split('#', 2);
    path = to;
    id ??= toFragment === undefined ? undefined : decoded(toFragment);
  }
  const ids = targets.pages.get(path);
  if (ids === undefined) {
    if (builtPages.has(path)) {
      const code = path.endsWith(CODES_PATH);
      const absentRow = [...(targets.absentProducts ?? [])].some((product) => id?.startsWith(`${product}-`));
      return code && id && !targets.codeAnchors.has(id) && !absentRow ? `${where}link to ${link.url}: the code catalogue has no row "${id}". A row's id is <product>-<kind>-<code> (gateway-reason-51).` : undefined;
    }
    // A file of the build (a download, a twin, llms.txt) is checked by check:site.
    if (/\.[a-z\d]+$/i.test(path)) return undefined;
    if (targets.absentProducts?.has(productOf(path))) return undefined;
    return `${where}link to ${link.url}: the site has no page at ${path}. Link to an existing page (its URL, with /en for English), or declare a redirect in the product's manifest (docs/authoring.md, Redirects).`;
  }
  if (id === undefined || id === '' || ids.has(id)) return undefined;
  return `${where}link to ${link.url}: ${path === from ? 'this page' : path} has no heading or anchor "${id}". ${listed(ids)}.`;
}
