import { apiCoverageProblems } from '../checks/api-coverage';
import { readContentFiles } from '../content/files';
import type { Locale } from '../i18n/locales';
import { loadManifests } from '../navigation/load-manifests';
import { writtenLocales, type Manifest } from '../navigation/manifest';
import type { HomeEntry } from '../navigation/types';
import { type ApiDefinitions, loadDefinitions } from '../openapi/load-definitions';
import { buildSite, formatProblems } from './build-site';
import type { Site, SitePage } from './types';

let cached: { site: Site; definitions: ApiDefinitions; manifests: Record<string, Manifest> } | undefined;

/** The whole site, read once per build. Any author problem stops the build with every problem listed. */
function load(repoRoot = process.cwd()) {
  if (cached) return cached;
  const manifests = loadManifests(repoRoot);
  // A product written in Spanish only (AutoPay) needs no English overlay for its definition.
  const apis = loadDefinitions(repoRoot, (api, locale) => {
    const manifest = manifests.namespaces[api];
    return manifest !== undefined && !writtenLocales(manifest).includes(locale);
  });
  const site = buildSite(readContentFiles(repoRoot), manifests.namespaces, apis.definitions);
  const problems = [...manifests.problems, ...apis.problems, ...site.problems, ...apiCoverageProblems(site.pages, apis.definitions)];
  if (problems.length > 0) {
    throw new Error(`The documentation has ${problems.length} problem(s) to fix:\n${formatProblems(problems)}`);
  }
  cached = { site, definitions: apis.definitions, manifests: manifests.namespaces };
  return cached;
}

export const loadSite = (repoRoot = process.cwd()): Site => load(repoRoot).site;

/** The API definitions per locale (openapi/), checked together with the content. */
export const apiDefinitions = (repoRoot = process.cwd()): ApiDefinitions => load(repoRoot).definitions;

/** The namespaces' manifests (navigation/*.yaml), in menu order. */
export const manifests = (repoRoot = process.cwd()): Record<string, Manifest> => load(repoRoot).manifests;

export const homeEntriesOf = (locale: Locale): HomeEntry[] => loadSite().home[locale];

export function pagesOf(locale: Locale): SitePage[] {
  return loadSite().pages.filter((page) => page.locale === locale);
}

export function findPage(locale: Locale, slug: readonly string[]): SitePage | undefined {
  const path = '/' + slug.map((segment) => decodeURIComponent(segment)).join('/');
  return loadSite().pages.find((page) => page.locale === locale && page.path === path);
}
