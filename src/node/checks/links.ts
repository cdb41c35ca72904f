import { parse } from 'node-html-parser';
import { SCRIPTS_ATTRIBUTE, STYLES_ATTRIBUTE } from '../../browser/inline/scripts-after-paint';
import { PART_SRC_ATTRIBUTE } from '../../shared/ui/api-markup';

/** What the link check needs from one built HTML page. */
export interface BuiltPage {
  /** URL path the page is served at: `/`, `/en/checkout`. */
  url: string;
  ids: Set<string>;
  references: Array<{ tag: string; attribute: string; value: string; opensNewTab: boolean; rel: string }>;
}

export interface LinkProblem {
  page: string;
  message: string;
}

/**
 * A page's ids and references. The API reference's panels fetched when chosen (`data-part-src`,
 * src/node/html/switch-html.ts) are part of the page: with `readPart`, their ids and links count as
 * the page's, parts inside parts too.
 */
export function readBuiltPage(url: string, html: string, readPart?: (src: string) => string | undefined): BuiltPage {
  const ids = new Set<string>();
  const references: BuiltPage['references'] = [];
  const selectors = [['a[href]', 'href'], ['link[href]', 'href'], ['img[src]', 'src'], ['script[src]', 'src'], ['source[srcset]', 'srcset'], ['[data-code-src]', 'data-code-src'], [`[${PART_SRC_ATTRIBUTE}]`, PART_SRC_ATTRIBUTE]] as const;
  const read = (text: string, seen: Set<string>) => {
    const root = parse(text);
    for (const element of root.querySelectorAll('[id]')) ids.add(element.getAttribute('id') ?? '');
    for (const [selector, attribute] of selectors) {
      for (const element of root.querySelectorAll(selector)) {
        references.push({
          tag: element.tagName.toLowerCase(),
          attribute,
          value: element.getAttribute(attribute) ?? '',
          opensNewTab: element.getAttribute('target') === '_blank',
          rel: element.getAttribute('rel') ?? '',
        });
      }
    }
    for (const loader of root.querySelectorAll(`script[${SCRIPTS_ATTRIBUTE}]`)) {
      for (const attribute of [SCRIPTS_ATTRIBUTE, STYLES_ATTRIBUTE]) {
        for (const value of (loader.getAttribute(attribute) ?? '').split(' ').filter(Boolean)) {
          references.push({ tag: 'script', attribute, value, opensNewTab: false, rel: '' });
        }
      }
    }
    if (!readPart) return;
    for (const element of root.querySelectorAll(`[${PART_SRC_ATTRIBUTE}]`)) {
      const src = element.getAttribute(PART_SRC_ATTRIBUTE) ?? '';
      const part = seen.has(src) ? undefined : readPart(src);
      // A part the build lacks is reported as a missing file, by its reference above.
      if (part !== undefined) read(part, new Set([...seen, src]));
    }
  };
  read(html, new Set());
  return { url, ids, references };
}

/** The file a static host serves for a URL path, as candidates in the order `serve` tries them. */
export function fileCandidates(pathname: string): string[] {
  const clean = pathname.replace(/\/+$/, '') || '/';
  if (clean === '/') return ['index.html'];
  const relative = decodeURIComponent(clean.slice(1));
  return [relative, `${relative}.html`, `${relative}/index.html`];
}

/**
 * Every internal link, asset and #fragment of the built site must resolve;
 * links opening a new tab must not hand the opener to the other site.
 */
export function checkLinks(pages: readonly BuiltPage[], fileExists: (file: string) => boolean, siteOrigin: string, redirects: ReadonlyMap<string, string> = new Map()): LinkProblem[] {
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const problems: LinkProblem[] = [];
  for (const page of pages) {
    for (const reference of page.references) {
      const where = `<${reference.tag} ${reference.attribute}="${reference.value}">`;
      if (reference.opensNewTab && !(reference.rel.includes('noopener') && reference.rel.includes('noreferrer'))) {
        problems.push({ page: page.url, message: `${where} opens a new tab without rel="noopener noreferrer".` });
      }
      if (reference.attribute === 'srcset') continue;
      let target: URL;
      try {
        target = new URL(reference.value, `${siteOrigin}${page.url}`);
      } catch {
        problems.push({ page: page.url, message: `${where} is not a valid URL.` });
        continue;
      }
      if (target.origin !== siteOrigin) continue;
      if (reference.value.startsWith('//')) {
        problems.push({ page: page.url, message: `${where} is protocol-relative; write a site path (/…) or a full https URL.` });
        continue;
      }
      // A link to an old URL is followed as the server redirects it (a fragment of the redirect wins).
      const redirected = redirects.get(target.pathname.replace(/\/+$/, '') || '/');
      if (redirected) target = new URL(redirected.includes('#') || !target.hash ? redirected : redirected + target.hash, siteOrigin);
      const targetPath = target.pathname.replace(/\/+$/, '') || '/';
      const targetPage = byUrl.get(targetPath);
      if (!targetPage && !fileCandidates(targetPath).some(fileExists)) {
        problems.push({ page: page.url, message: `${where} points at ${targetPath}, which the build does not contain.` });
        continue;
      }
      const fragment = decodeURIComponent(target.hash.slice(1));
      if (fragment && targetPage && !targetPage.ids.has(fragment)) {
        problems.push({ page: page.url, message: `${where} points at #${fragment}, but ${targetPath} has no element with that id.` });
      }
    }
  }
  return problems;
}
