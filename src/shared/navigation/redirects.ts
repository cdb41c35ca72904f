import { locales, type Locale } from '../i18n/locales';
import { localizePath } from '../i18n/paths';
import type { Problem } from '../site/types';
import { manifestFile, type Manifest } from './manifest';

/** One redirect as the site serves it: public URLs, with the locale prefix. */
export interface SiteRedirect {
  from: string;
  to: string;
  locale: Locale;
  /** The manifest that declares it, for messages. */
  namespace: string;
}

const withoutFragment = (path: string) => path.split('#', 1)[0]!;

/** Every redirect of every manifest, in every locale (an English page may show the Spanish one: it still exists). */
export function siteRedirects(namespaces: Readonly<Record<string, Manifest>>): SiteRedirect[] {
  return Object.entries(namespaces).flatMap(([namespace, manifest]) =>
    (manifest.redirects ?? []).flatMap(({ from, to }) => {
      const [path, fragment] = to.split('#');
      return locales.map((locale) => ({ from: localizePath(from, locale), to: localizePath(path!, locale) + (fragment ? `#${fragment}` : ''), locale, namespace }));
    }),
  );
}

/**
 * What is wrong with the manifests' redirects, against the site's page paths (locale-free):
 * an old path that is a page, a target that is not, a redirect to another redirect, two for one path.
 */
export function redirectProblems(namespaces: Readonly<Record<string, Manifest>>, pagePaths: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  const declared = new Map<string, string>();
  for (const [namespace, manifest] of Object.entries(namespaces)) {
    for (const { from } of manifest.redirects ?? []) {
      const other = declared.get(from);
      if (other) problems.push({ file: manifestFile(namespace), message: `redirects: ${from} is redirected twice (also in ${manifestFile(other)}). Keep one.` });
      else declared.set(from, namespace);
    }
  }
  for (const [namespace, manifest] of Object.entries(namespaces)) {
    const file = manifestFile(namespace);
    for (const { from, to } of manifest.redirects ?? []) {
      const target = withoutFragment(to);
      if (pagePaths.has(from)) problems.push({ file, message: `redirects: ${from} is a page of the site, so it cannot redirect. Remove the redirect, or the page.` });
      if (declared.has(target)) {
        problems.push({ file, message: `redirects: ${from} -> ${to} leads to another redirect (${target} -> ${redirectTarget(namespaces, target)}). Point ${from} straight at the final page.` });
      } else if (!pagePaths.has(target)) {
        problems.push({ file, message: `redirects: ${from} -> ${to}, but ${target} is not a page of the site. Point it at an existing page (a path without locale, like /checkout/refund).` });
      }
    }
  }
  return problems;
}

function redirectTarget(namespaces: Readonly<Record<string, Manifest>>, from: string): string {
  for (const manifest of Object.values(namespaces)) for (const redirect of manifest.redirects ?? []) if (redirect.from === from) return redirect.to;
  return '?';
}

/** Netlify's and Cloudflare Pages' `_redirects`: one `from to 301` line each (their format, read by the site's server too). */
export function redirectsFile(redirects: readonly SiteRedirect[]): string {
  return redirects.map(({ from, to }) => `${from} ${to} 301\n`).join('');
}

/** The redirects a `_redirects` file declares, by old URL. Lines that are not `from to [status]` are ignored. */
export function parseRedirectsFile(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [from, to] = line.trim().split(/\s+/);
    if (from?.startsWith('/') && to?.startsWith('/')) map.set(from, to);
  }
  return map;
}
