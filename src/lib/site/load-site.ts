import { homeEntries, namespaces } from '@navigation';
import { readContentFiles } from '../content/files';
import type { Locale } from '../i18n/locales';
import { buildSite, formatProblems } from './build-site';
import type { Site, SitePage } from './types';

let cached: Site | undefined;

/** The whole site, read once per build. Any author problem stops the build with every problem listed. */
export function loadSite(repoRoot = process.cwd()): Site {
  if (cached) return cached;
  const site = buildSite(readContentFiles(repoRoot), namespaces);
  if (site.problems.length > 0) {
    throw new Error(`The documentation has ${site.problems.length} problem(s) to fix:\n${formatProblems(site.problems)}`);
  }
  cached = site;
  return site;
}

export function pagesOf(locale: Locale): SitePage[] {
  return loadSite().pages.filter((page) => page.locale === locale);
}

export function findPage(locale: Locale, slug: readonly string[]): SitePage | undefined {
  const path = '/' + slug.map((segment) => decodeURIComponent(segment)).join('/');
  return loadSite().pages.find((page) => page.locale === locale && page.path === path);
}

export { homeEntries, namespaces };
