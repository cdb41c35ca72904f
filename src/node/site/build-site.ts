import { duplicateAnchorProblems } from '../../shared/codes/catalogue';
import { pageCodes, type PageCodeRow } from '../../shared/codes/extract';
import { readPageOperations } from '../content/api-operations';
import { absentProducts, contentLinkProblem, internalLinks, tabSlugs, type ContentLink, type LinkTargets } from '../checks/content-links';
import type { RawContentFile } from '../content/files';
import { extractHeadings, parseMdx, type PageHeading } from '../../shared/content/headings';
import { expandPageData } from '../content/page-data';
import { textLinkProblems, validateMdx } from '../content/validate-mdx';
import { wordingProblems } from '../content/wording';
import type { Facts } from '../../shared/facts/facts-data';
import { defaultLocale, isLocale, locales, type Locale } from '../../shared/i18n/locales';
import { localizePath, namespaceOf } from '../../shared/i18n/paths';
import { getTranslator } from '../../shared/i18n/translate';
import { homeEntries, namespaceTabs } from '../../shared/navigation/build-navigation';
import { siteRedirects } from '../../shared/navigation/redirects';
import { manifestFile, manifestPages, pageKinds, tabKind, writtenLocales, type Manifest, type PageKind } from '../../shared/navigation/manifest';
import type { ApiDefinitions } from '../openapi/load-definitions';
import type { ApiOperationModel } from '../../shared/openapi/operation-model';
import type { Root } from 'mdast';
import type { Problem, Site, SitePage } from '../../shared/site/types';

interface ParsedFile {
  raw: RawContentFile;
  locale: Locale;
  title: string;
  sidebarTitle: string | undefined;
  description: string;
  kind: PageKind | undefined;
  headings: PageHeading[];
  operations: ApiOperationModel[];
  codes: PageCodeRow[];
  /** Its links to the site and its tabs' slugs, for the link check (content-links.ts). */
  links: ContentLink[];
  slugs: string[];
}

const optionalText = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const contentFile = (locale: string, path: string) => `content/${locale}${path}.mdx (or content/${locale}${path}/index.mdx)`;

/**
 * What a caller does with a page's parsed tree once the page is checked (the content check compiles
 * it, src/node/content/mdx-compile.ts); returns the problems it found. It may change the tree.
 */
export type ParsedTreeHook = (tree: Root, page: { file: string; body: string; namespace: string }) => string[];

function parseFiles(files: readonly RawContentFile[], namespaces: Record<string, Manifest>, apis: ApiDefinitions, problems: Problem[], onTree: ParsedTreeHook | undefined, facts: Facts, unreadable: ReadonlySet<string>, unreadOperations: string[]) {
  const byKey = new Map<string, ParsedFile>();
  for (const raw of files) {
    if (!isLocale(raw.localeDir)) {
      problems.push({
        file: raw.file,
        message: `"${raw.localeDir}" is not a locale. Put pages under content/es/ (Spanish, the original) or content/en/ (English).`,
      });
      continue;
    }
    const namespace = namespaceOf(raw.path);
    if (namespace === undefined || !(namespace in namespaces)) {
      problems.push({
        file: raw.file,
        message: `the route ${localizePath(raw.path, raw.localeDir)} has an undefined namespace "${namespace ?? ''}". Move the page into one of: ${Object.keys(namespaces).join(', ')}; or declare the namespace with a manifest, ${manifestFile(namespace ?? '<namespace>')}.`,
      });
      continue;
    }
    const { title, description, sidebarTitle, kind } = raw.frontmatter;
    if (typeof title !== 'string' || title.trim() === '') {
      problems.push({ file: raw.file, message: 'frontmatter has no "title". Add `title: …` between the --- lines at the top.' });
    }
    if (typeof description !== 'string' || description.trim() === '') {
      problems.push({ file: raw.file, message: 'frontmatter has no "description". Add a one-sentence `description: …` (under 160 characters).' });
    }
    for (const [name, value] of Object.entries({ title, description, sidebarTitle })) {
      if (typeof value === 'string') for (const message of textLinkProblems(value, `frontmatter "${name}"`)) problems.push({ file: raw.file, message });
    }
    if (sidebarTitle !== undefined && optionalText(sidebarTitle) === undefined) {
      problems.push({ file: raw.file, message: 'frontmatter "sidebarTitle" is empty. Give the short sidebar label, or remove the line to show the title.' });
    }
    if (kind !== undefined && !(pageKinds as readonly unknown[]).includes(kind)) {
      problems.push({ file: raw.file, message: `frontmatter "kind: ${String(kind)}" is not a page kind. Use one of: ${pageKinds.join(', ')}; or remove it to take the kind of the page's navigation tab.` });
    }
    let headings: PageHeading[] = [];
    let operations: ApiOperationModel[] = [];
    let codes: PageCodeRow[] = [];
    let links: ContentLink[] = [];
    let slugs: string[] = [];
    try {
      const tree = parseMdx(raw.body);
      // Facts and test vectors become Markdown first: everything after reads the page as shown.
      const dataProblems = expandPageData(tree, raw.localeDir, facts);
      // API operations are read from the definition of the page's own language.
      const api = readPageOperations(tree, namespace, raw.localeDir, apis, unreadable);
      operations = api.models;
      unreadOperations.push(...api.unread.map((key) => `${raw.localeDir} ${key}`));
      headings = extractHeadings(tree, api.headingOf);
      const codeTables = pageCodes(tree, namespace);
      codes = codeTables.rows;
      links = internalLinks(tree);
      slugs = tabSlugs(tree);
      const found = [...dataProblems, ...validateMdx(tree), ...wordingProblems(tree, raw.localeDir), ...api.problems, ...codeTables.problems];
      if (found.length === 0 && onTree) found.push(...onTree(tree, { file: raw.file, body: raw.body, namespace }));
      for (const message of found) problems.push({ file: raw.file, message });
    } catch (error) {
      problems.push({ file: raw.file, message: `is not valid MDX: ${(error as Error).message}` });
      continue;
    }
    const key = `${raw.localeDir}:${raw.path}`;
    const clash = byKey.get(key);
    if (clash) {
      problems.push({ file: raw.file, message: `has the same URL as ${clash.raw.file}. Keep one of the two.` });
      continue;
    }
    byKey.set(key, {
      raw,
      locale: raw.localeDir,
      title: String(title ?? ''),
      sidebarTitle: optionalText(sidebarTitle),
      description: String(description ?? ''),
      kind: (pageKinds as readonly unknown[]).includes(kind) ? (kind as PageKind) : undefined,
      headings,
      operations,
      codes,
      links,
      slugs,
    });
  }
  return byKey;
}

/** Problems of a manifest's page list against the content: pages outside the namespace, missing pages. */
function manifestProblems(namespace: string, manifest: Manifest, parsed: ReadonlyMap<string, ParsedFile>): Problem[] {
  const file = manifestFile(namespace);
  const problems: Problem[] = [];
  for (const { path, tab, group } of manifestPages(manifest)) {
    const where = `tab "${tab.id}", group "${tab.groups[group]?.title[defaultLocale]}"`;
    if (namespaceOf(path) !== namespace) {
      problems.push({ file, message: `${where} lists ${path}, which is not a page of "${namespace}". List pages under /${namespace}/ only; link to other products from the pages themselves.` });
    } else if (!parsed.has(`${defaultLocale}:${path}`)) {
      problems.push({ file, message: `${where} lists ${path}, which has no page. Create ${contentFile(defaultLocale, path)}, or remove the entry.` });
    }
  }
  return problems;
}

/**
 * Joins content, manifests and API definitions into the list of pages to prerender, and every
 * problem an author must fix before the build can go on (spec §8).
 */
export function buildSite(
  files: readonly RawContentFile[],
  namespaces: Record<string, Manifest>,
  apis: ApiDefinitions = {},
  onTree?: ParsedTreeHook,
  facts: Facts = {},
  /** Definitions on disk that could not be read, as `api:locale` (load-definitions.ts). */
  unreadable: ReadonlySet<string> = new Set(),
): Site {
  const problems: Problem[] = [];
  const unreadOperations: string[] = [];
  const parsed = parseFiles(files, namespaces, apis, problems, onTree, facts, unreadable, unreadOperations);
  const pages: SitePage[] = [];

  for (const [namespace, manifest] of Object.entries(namespaces)) {
    const file = manifestFile(namespace);
    problems.push(...manifestProblems(namespace, manifest, parsed));
    const listed = manifestPages(manifest);
    const kindOf = new Map<string, PageKind>();
    for (const { path, tab } of listed) if (!kindOf.has(path)) kindOf.set(path, tabKind(tab));
    const written = writtenLocales(manifest);

    for (const locale of locales) {
      // A page in a language the manifest leaves out, or not yet translated, shows its Spanish text.
      const shown = (path: string) => (written.includes(locale) ? parsed.get(`${locale}:${path}`) : undefined) ?? parsed.get(`${defaultLocale}:${path}`);
      const navigation = namespaceTabs(manifest, locale, (path) => {
        const entry = shown(path);
        return entry ? { title: entry.sidebarTitle ?? entry.title, lang: entry.locale } : { title: path };
      }, getTranslator(locale));

      for (const entry of parsed.values()) {
        if (namespaceOf(entry.raw.path) !== namespace || entry.locale !== locale) continue;
        if (!written.includes(locale)) {
          problems.push({ file: entry.raw.file, message: `is written in a language ${file} leaves out (locales: [${written.join(', ')}]). Add "${locale}" to its locales, or delete this file.` });
        } else if (!kindOf.has(entry.raw.path)) {
          problems.push({ file: entry.raw.file, message: `page ${localizePath(entry.raw.path, locale)} is reached by no navigation. Add "${entry.raw.path}" to a group of ${file}.` });
        }
      }

      const placed = new Set<string>();
      for (const { path } of listed) {
        const entry = shown(path);
        if (!entry || placed.has(path)) continue;
        placed.add(path);
        const untranslated = entry.locale !== locale;
        const kind = entry.kind ?? kindOf.get(path) ?? 'guide';
        if (entry.operations.length > 0 && kind !== 'api' && entry.locale === locale) {
          problems.push({
            file: entry.raw.file,
            message: `places API operations with <ApiOperation>, but is a guide page. Move "${path}" into a tab with kind: api in ${file} (the api tab is one), or set \`kind: api\` in its frontmatter.`,
          });
        }
        const alternates: Partial<Record<Locale, string>> = {};
        if (!untranslated) {
          for (const other of locales) {
            if (parsed.has(`${other}:${path}`) && written.includes(other)) alternates[other] = localizePath(path, other);
          }
        }
        pages.push({
          locale,
          path,
          href: localizePath(path, locale),
          namespace,
          kind,
          sourceFile: entry.raw.file,
          sourceLocale: entry.locale,
          isIndex: entry.raw.isIndex,
          untranslated,
          title: entry.title,
          description: entry.description,
          body: entry.raw.body,
          headings: entry.headings,
          ...(entry.operations.length > 0 ? { operations: entry.operations } : {}),
          ...(entry.codes.length > 0 ? { codes: entry.codes } : {}),
          navigation,
          alternates,
        });
      }
    }
  }

  for (const entry of parsed.values()) {
    if (entry.locale !== defaultLocale && !parsed.has(`${defaultLocale}:${entry.raw.path}`)) {
      problems.push({
        file: entry.raw.file,
        message: `has no ${defaultLocale} original. Spanish is the source language: write content/${defaultLocale}${entry.raw.path}${entry.raw.isIndex ? '/index' : ''}.mdx first.`,
      });
    }
  }

  problems.push(...duplicateAnchorProblems(pages));
  problems.push(...linkProblems(parsed, pages, namespaces));
  const home = Object.fromEntries(locales.map((locale) => [locale, homeEntries(namespaces, locale)])) as Site['home'];
  return { pages, problems, home, namespaces: Object.keys(namespaces), ...(unreadOperations.length ? { unreadOperations } : {}) };
}

/** Each page's links to the site, against the pages, their ids and the redirects, named by file and line (content-links.ts). */
function linkProblems(parsed: ReadonlyMap<string, ParsedFile>, pages: readonly SitePage[], namespaces: Record<string, Manifest>): Problem[] {
  const slugsOf = new Map([...parsed.values()].map((entry) => [entry.raw.file, entry.slugs]));
  const targets: LinkTargets = {
    pages: new Map(pages.map((page) => [page.href, new Set([...page.headings.map((heading) => heading.id), ...(page.codes ?? []).flatMap((row) => [row.pageAnchor, row.anchor]), ...(slugsOf.get(page.sourceFile) ?? [])])])),
    redirects: new Map(siteRedirects(namespaces).map((redirect) => [redirect.from, redirect.to])),
    codeAnchors: new Set(pages.flatMap((page) => (page.codes ?? []).map((row) => row.anchor))),
    absentProducts: absentProducts(),
  };
  return [...parsed.values()].flatMap((entry) => {
    const from = localizePath(entry.raw.path, entry.locale);
    return entry.links.flatMap((link) => {
      const message = contentLinkProblem(link, from, targets);
      return message === undefined ? [] : [{ file: entry.raw.file, message }];
    });
  });
}

export function formatProblems(problems: readonly Problem[]): string {
  return problems.map((problem) => `  ${problem.file}: ${problem.message}`).join('\n');
}
