import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { apiCoverageProblems } from '../checks/api-coverage';
import { activeAssetProblems } from '../checks/active-assets';
import { apiExampleProblems } from '../checks/api-examples';
import { controlsTexts, workflowTexts } from '../workflows/load-workflows';
import { controlsFileProblems, workflowFileProblems } from '../workflows/validate-workflows';
import { readContentFiles } from '../content/files';
import { loadFacts } from '../facts/load-facts';
import { changelogProblems } from '../feeds/changelog';
import { locales, type Locale } from '../../shared/i18n/locales';
import { getTranslator } from '../../shared/i18n/translate';
import { loadManifests } from '../navigation/load-manifests';
import { writtenLocales, type Manifest } from '../../shared/navigation/manifest';
import { redirectProblems } from '../../shared/navigation/redirects';
import type { HomeEntry } from '../../shared/navigation/types';
import { type ApiDefinitions, loadDefinitions } from '../openapi/load-definitions';
import { buildSite, formatProblems, type ParsedTreeHook } from './build-site';
import { homeLinks, type HomeLinks } from './home-links';
import { BUILD_STEP_ENV, pageListFile, SITE_SNAPSHOT_ENV, siteSnapshotFile } from './snapshot';
import type { Site, SitePage } from '../../shared/site/types';

export { SITE_SNAPSHOT_ENV, siteSnapshotFile } from './snapshot';

interface LoadedSite {
  site: Site;
  definitions: ApiDefinitions;
  manifests: Record<string, Manifest>;
  homeLinks: Record<Locale, HomeLinks>;
}


let cached: LoadedSite | undefined;

const emptySite = (): LoadedSite => ({
  site: { pages: [], problems: [], home: { es: [], en: [] }, namespaces: [] },
  definitions: {},
  manifests: {},
  homeLinks: { es: { start: [], popular: [] }, en: { start: [], popular: [] } },
});

/** The whole site, read once per process. Any author problem stops the build with every problem listed. */
function load(repoRoot = process.cwd(), onTree?: ParsedTreeHook): LoadedSite {
  if (cached) return cached;
  if (process.env[BUILD_STEP_ENV] === 'compile') return (cached = emptySite());
  if (process.env[SITE_SNAPSHOT_ENV] === '1') {
    try {
      cached = deserialize(readFileSync(siteSnapshotFile(repoRoot))) as LoadedSite;
      return cached;
    } catch (error) {
      throw new Error(`${SITE_SNAPSHOT_ENV}=1 but the checked site could not be read from ${siteSnapshotFile(repoRoot)} (${(error as Error).message}). Run npm run build, which writes it first.`);
    }
  }
  const manifests = loadManifests(repoRoot);
  const apis = loadProductDefinitions(repoRoot, manifests.namespaces);
  const facts = loadFacts(repoRoot);
  const site = buildSite(readContentFiles(repoRoot), manifests.namespaces, apis.definitions, onTree, facts.facts, new Set(apis.unreadable));
  const home = locales.map((locale) => homeLinks(site.pages, locale, getTranslator(locale), site.home[locale]));
  const problems = [
    ...manifests.problems,
    ...facts.problems,
    ...apis.problems,
    ...site.problems,
    ...redirectProblems(manifests.namespaces, new Set(site.pages.map((page) => page.path))),
    ...apiCoverageProblems(site.pages, apis.definitions, site.unreadOperations),
    // Every example a page shows fits its schema (src/node/checks/api-examples.ts).
    ...apiExampleProblems(site.pages, apis.definitions).problems,
    // A changelog's dated headings become its Atom feed (src/node/feeds/changelog.ts).
    ...changelogProblems(site.pages),
    // An SVG (or HTML, XML) under public/ runs on the docs' origin when opened directly: none may run code (active-assets.ts).
    ...activeAssetProblems(repoRoot),
    // Every Arazzo workflow (openapi/workflows/) is valid against the Arazzo 1.0 schema (validate-workflows.ts).
    ...workflowFileProblems(repoRoot, workflowTexts(repoRoot)),
    ...controlsFileProblems(controlsTexts(repoRoot)),
    // Both languages point at the same paths: one problem per entry is enough (the Spanish one, read first).
    ...home.flatMap((links) => links.problems).filter((problem, index, all) => all.findIndex((other) => other.message.replace(/\/en(?=\/)/g, '') === problem.message.replace(/\/en(?=\/)/g, '')) === index),
  ];
  if (problems.length > 0) {
    throw new Error(`The documentation has ${problems.length} problem(s) to fix:\n${formatProblems(problems)}`);
  }
  cached = {
    site,
    definitions: apis.definitions,
    manifests: manifests.namespaces,
    homeLinks: Object.fromEntries(locales.map((locale, index) => [locale, home[index]!.links])) as Record<Locale, HomeLinks>,
  };
  return cached;
}

/** Writes the checked site for the build's later steps (see SITE_SNAPSHOT_ENV); written whole, then renamed. */
export function writeSiteSnapshot(repoRoot = process.cwd()): string {
  const file = siteSnapshotFile(repoRoot);
  mkdirSync(path.dirname(file), { recursive: true });
  const loaded = load(repoRoot);
  writeFileSync(pageListFile(repoRoot), JSON.stringify(loaded.site.pages.map((page) => page.href)));
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, serialize(loaded));
  renameSync(temporary, file);
  return file;
}

/** The API definitions, each in the languages its product is written in: a Spanish-only product (AutoPay) needs no English overlay. */
export function loadProductDefinitions(repoRoot: string, namespaces: Record<string, Manifest>) {
  return loadDefinitions(repoRoot, (api, locale) => {
    const manifest = namespaces[api];
    return manifest !== undefined && !writtenLocales(manifest).includes(locale);
  });
}

export const loadSite = (repoRoot = process.cwd()): Site => load(repoRoot).site;

/** The site as the content check reads it: each page's tree goes to `onTree` once the page is checked (before any other reader of this process). */
export const loadCheckedSite = (onTree: ParsedTreeHook, repoRoot = process.cwd()): Site => load(repoRoot, onTree).site;

/** The API definitions per locale (openapi/), checked together with the content. */
export const apiDefinitions = (repoRoot = process.cwd()): ApiDefinitions => load(repoRoot).definitions;

/**
 * The API definitions as far as they can be read, whatever else is wrong with the site: the content
 * check validates them against the OpenAPI schema even when the site has problems, so an author
 * sees every problem in one run.
 */
export function readableDefinitions(repoRoot = process.cwd()): ApiDefinitions {
  if (cached) return cached.definitions;
  return loadProductDefinitions(repoRoot, loadManifests(repoRoot).namespaces).definitions;
}

/** The namespaces' manifests (navigation/*.yaml), in menu order. */
export const manifests = (repoRoot = process.cwd()): Record<string, Manifest> => load(repoRoot).manifests;

export const homeEntriesOf = (locale: Locale): HomeEntry[] => loadSite().home[locale];

/** The home page's start path and most visited pages (src/shared/navigation/home-links.ts), checked with the site. */
export const homeLinksOf = (locale: Locale, repoRoot = process.cwd()): HomeLinks => load(repoRoot).homeLinks[locale];

export function pagesOf(locale: Locale): SitePage[] {
  return loadSite().pages.filter((page) => page.locale === locale);
}

export function findPage(locale: Locale, slug: readonly string[]): SitePage | undefined {
  const path = '/' + slug.map((segment) => decodeURIComponent(segment)).join('/');
  return loadSite().pages.find((page) => page.locale === locale && page.path === path);
}
