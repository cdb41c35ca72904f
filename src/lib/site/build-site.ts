import { apiRouteProblem } from './route-kinds';
import { readPageOperations } from '../content/api-operations';
import type { RawContentFile } from '../content/files';
import { extractHeadings, parseMdx, type PageHeading } from '../content/headings';
import { validateMdx } from '../content/validate-mdx';
import { defaultLocale, isLocale, locales, type Locale } from '../i18n/locales';
import { localizePath, namespaceOf, splitLocale } from '../i18n/paths';
import type { NamespaceDefinition, NavLink, NavTab } from '../navigation/types';
import type { ApiDefinitions } from '../openapi/load-definitions';
import type { ApiOperationModel } from '../openapi/operation-model';
import { flattenLinks } from '../navigation/walk';
import type { Problem, Site, SitePage } from './types';

export const navigationFile = (namespace: string, locale: string) => `navigation/${namespace}/${locale}.ts`;

interface ParsedFile {
  raw: RawContentFile;
  locale: Locale;
  title: string;
  description: string;
  headings: PageHeading[];
  operations: ApiOperationModel[];
}

function parseFiles(files: readonly RawContentFile[], namespaces: Record<string, NamespaceDefinition>, apis: ApiDefinitions, problems: Problem[]) {
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
        message: `the route ${localizePath(raw.path, raw.localeDir)} has an undefined namespace "${namespace ?? ''}". Move the page into one of: ${Object.keys(namespaces).join(', ')}; or declare the namespace in navigation/index.ts.`,
      });
      continue;
    }
    const { title, description } = raw.frontmatter;
    if (typeof title !== 'string' || title.trim() === '') {
      problems.push({ file: raw.file, message: 'frontmatter has no "title". Add `title: …` between the --- lines at the top.' });
    }
    if (typeof description !== 'string' || description.trim() === '') {
      problems.push({ file: raw.file, message: 'frontmatter has no "description". Add a one-sentence `description: …` (under 160 characters).' });
    }
    let headings: PageHeading[] = [];
    let operations: ApiOperationModel[] = [];
    try {
      const tree = parseMdx(raw.body);
      // API operations are read from the definition of the page's own language.
      const api = readPageOperations(tree, namespace, raw.localeDir, apis);
      operations = api.models;
      headings = extractHeadings(tree, api.headingOf);
      for (const message of [...validateMdx(tree), ...api.problems]) problems.push({ file: raw.file, message });
      const routeProblem = operations.length > 0 ? apiRouteProblem(raw.path, namespace) : undefined;
      if (routeProblem) problems.push({ file: raw.file, message: routeProblem });
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
    byKey.set(key, { raw, locale: raw.localeDir, title: String(title ?? ''), description: String(description ?? ''), headings, operations });
  }
  return byKey;
}

function localizeTabs(tabs: readonly NavTab[], locale: Locale): NavTab[] {
  const localizeLink = (link: NavLink): NavLink => ({
    ...link,
    href: localizePath(link.href, locale),
    ...(link.children ? { children: link.children.map(localizeLink) } : {}),
  });
  return tabs.map((tab) => ({
    ...tab,
    href: localizePath(tab.href, locale),
    groups: tab.groups.map((group) => ({ ...group, links: group.links.map(localizeLink) })),
  }));
}

/**
 * Joins content, navigation and API definitions into the list of pages to prerender, and every
 * problem an author must fix before the build can go on (spec §8).
 */
export function buildSite(files: readonly RawContentFile[], namespaces: Record<string, NamespaceDefinition>, apis: ApiDefinitions = {}): Site {
  const problems: Problem[] = [];
  const parsed = parseFiles(files, namespaces, apis, problems);
  const pages: SitePage[] = [];

  for (const [namespace, definition] of Object.entries(namespaces)) {
    const original = definition.navigation[defaultLocale];
    for (const locale of locales) {
      const navFile = navigationFile(namespace, locale);
      const declared = definition.navigation[locale];
      if (declared === undefined) {
        problems.push({
          file: navFile,
          message: `namespace "${namespace}" has no navigation for locale "${locale}". Export its tabs, or an empty list to show the ${defaultLocale} navigation with the untranslated notice.`,
        });
        continue;
      }
      const fellBack = declared.length === 0 && locale !== defaultLocale && original !== undefined;
      const navigation = fellBack ? localizeTabs(original, locale) : declared;
      const sourceNavFile = fellBack ? navigationFile(namespace, defaultLocale) : navFile;
      if (navigation.length === 0) {
        problems.push({ file: navFile, message: `namespace "${namespace}" has an empty navigation in its original locale "${locale}". Add at least a Documentation tab.` });
        continue;
      }

      const links = flattenLinks(navigation);
      const reached = new Set(links.map((link) => link.href));
      for (const link of links) {
        const target = splitLocale(link.href);
        if (!link.href.startsWith('/') || link.href.startsWith('//') || target.locale !== locale) {
          problems.push({
            file: sourceNavFile,
            message: `link "${link.title}" has href ${link.href}, which is not a ${locale} page of this site. Write it as ${localizePath('/' + namespace, locale)}/….`,
          });
        } else if (!parsed.has(`${locale}:${target.path}`) && !parsed.has(`${defaultLocale}:${target.path}`)) {
          problems.push({
            file: sourceNavFile,
            message: `link "${link.title}" points at a missing page ${link.href}. Create content/${defaultLocale}${target.path}.mdx (or ${target.path}/index.mdx), or remove the link.`,
          });
        }
      }

      const candidates = [...parsed.values()].filter(
        (entry) => namespaceOf(entry.raw.path) === namespace && (entry.locale === locale || (entry.locale === defaultLocale && !parsed.has(`${locale}:${entry.raw.path}`))),
      );
      for (const entry of candidates) {
        const href = localizePath(entry.raw.path, locale);
        const untranslated = entry.locale !== locale;
        if (!reached.has(href)) {
          problems.push({
            file: untranslated ? navFile : entry.raw.file,
            message: `page ${href}${untranslated ? ` (shown from ${entry.raw.file})` : ''} is reached by no navigation. Add a link with href "${href}" to ${sourceNavFile}.`,
          });
          continue;
        }
        const alternates: Partial<Record<Locale, string>> = {};
        if (!untranslated) {
          for (const other of locales) {
            if (parsed.has(`${other}:${entry.raw.path}`)) alternates[other] = localizePath(entry.raw.path, other);
          }
        }
        pages.push({
          locale,
          path: entry.raw.path,
          href,
          namespace,
          sourceFile: entry.raw.file,
          sourceLocale: entry.locale,
          isIndex: entry.raw.isIndex,
          untranslated,
          title: entry.title,
          description: entry.description,
          body: entry.raw.body,
          headings: entry.headings,
          ...(entry.operations.length > 0 ? { operations: entry.operations } : {}),
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

  return { pages, problems };
}

export function formatProblems(problems: readonly Problem[]): string {
  return problems.map((problem) => `  ${problem.file}: ${problem.message}`).join('\n');
}
