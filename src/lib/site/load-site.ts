import { homeEntries, namespaces } from '@navigation';
import { readContentFiles } from '../content/files';
import type { Locale } from '../i18n/locales';
import { type ApiDefinitions, loadDefinitions } from '../openapi/load-definitions';
import { buildSite, formatProblems } from './build-site';
import type { Site, SitePage } from './types';

let cached: Site | undefined;
let definitions: ApiDefinitions | undefined;

/** The whole site, read once per build. Any author problem stops the build with every problem listed. */
export function loadSite(repoRoot = process.cwd()): Site {
  if (cached) return cached;
  const apis = loadDefinitions(repoRoot);
  const site = buildSite(readContentFiles(repoRoot), namespaces, apis.definitions);
  const problems = [...apis.problems, ...site.problems];
  if (problems.length > 0) {
    throw new Error(`The documentation has ${problems.length} problem(s) to fix:\n${formatProblems(problems)}`);
  }
  cached = site;
  definitions = apis.definitions;
  return site;
}

/** The API definitions per locale (openapi/), checked together with the content. */
export function apiDefinitions(repoRoot = process.cwd()): ApiDefinitions {
  loadSite(repoRoot);
  return definitions ?? {};
}

export function pagesOf(locale: Locale): SitePage[] {
  return loadSite().pages.filter((page) => page.locale === locale);
}

export function findPage(locale: Locale, slug: readonly string[]): SitePage | undefined {
  const path = '/' + slug.map((segment) => decodeURIComponent(segment)).join('/');
  return loadSite().pages.find((page) => page.locale === locale && page.path === path);
}

export { homeEntries, namespaces };
