import { parse } from 'yaml';
import { en } from '../i18n/dictionaries/en';
import { es } from '../i18n/dictionaries/es';
import { defaultLocale, type Locale, locales } from '../i18n/locales';
import { localizePath, namespaceOf, splitLocale } from '../i18n/paths';
import type { HomeEntry, NamespaceDefinition, NavLink, NavTab } from '../navigation/types';
import { flattenLinks } from '../navigation/walk';
import { readDefinitionSources } from '../openapi/load-definitions';
import { applyOverlay } from '../openapi/overlay';
import { translatableTexts, translationGaps } from '../openapi/translations';
import { navigationFile } from '../site/build-site';
import { homeEntries, loadSite, namespaces } from '../site/load-site';

export const translationKinds = ['page', 'navigation', 'ui-string', 'openapi-text'] as const;
export type TranslationKind = (typeof translationKinds)[number];

/** `untranslated-notice`: left in the source language on purpose and shown with the notice; it does not fail the build. */
export type TranslationStatus = 'missing' | 'untranslated-notice';

interface Gap {
  presentIn: Locale;
  missingIn: Locale;
  status: TranslationStatus;
  /** The file the author creates or edits to close the gap. */
  file: string;
  message: string;
}

export type TranslationEntry =
  | (Gap & { kind: 'page'; path: string })
  | (Gap & { kind: 'navigation'; namespace: string; entry: 'namespace' | 'tab' | 'group' | 'link' | 'home'; key: string })
  | (Gap & { kind: 'ui-string'; key: string })
  | (Gap & { kind: 'openapi-text'; api: string; path: string });

export interface TranslationReport {
  entries: TranslationEntry[];
  /** How many items of each kind each locale has. */
  totals: Record<TranslationKind, Record<Locale, number>>;
}

/** A page written in its own language; one shown from another locale is not one. */
export interface PageFile {
  file: string;
  locale: Locale;
  path: string;
  isIndex: boolean;
}

/** One API definition and its overlay for one translated locale. */
export interface ApiTexts {
  api: string;
  sourceFile: string;
  overlayFile: string;
  locale: Locale;
  source: unknown;
  translated: unknown;
  /** The pointers the overlay wrote: a name kept the same on purpose counts as translated. */
  written: ReadonlySet<string>;
}

export interface TranslationInputs {
  pages: readonly PageFile[];
  namespaces: Record<string, NamespaceDefinition>;
  home: Partial<Record<Locale, readonly HomeEntry[]>>;
  dictionaries: Partial<Record<Locale, Readonly<Record<string, string | undefined>>>>;
  apis: readonly ApiTexts[];
}

interface Section {
  entries: TranslationEntry[];
  totals: Record<Locale, number>;
}

const languageName: Record<Locale, string> = { es: 'Spanish', en: 'English' };
/** Every translation is measured against the source language, never against another translation. */
const translatedLocales = locales.filter((locale) => locale !== defaultLocale);
const zero = () => Object.fromEntries(locales.map((locale) => [locale, 0])) as Record<Locale, number>;
const quote = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}…` : text);
const isBlank = (text: string | undefined) => text === undefined || text.trim() === '';
/** Entries are matched without the locale prefix: `/en/checkout` and `/checkout` are the same entry. */
const bare = (href: string) => splitLocale(href).path;

export const contentFile = (locale: Locale, path: string, isIndex: boolean) => `content/${locale}${path}${isIndex ? '/index' : ''}.mdx`;
export const dictionaryFile = (locale: Locale) => `src/lib/i18n/dictionaries/${locale}.ts`;

/** An empty navigation list in a translated locale is how an author leaves a namespace untranslated on purpose. */
function leftUntranslated(namespaces: Record<string, NamespaceDefinition>, namespace: string, locale: Locale): boolean {
  const navigation = namespaces[namespace]?.navigation;
  return locale !== defaultLocale && navigation?.[locale]?.length === 0 && (navigation[defaultLocale]?.length ?? 0) > 0;
}

function pageSection(pages: readonly PageFile[], namespaces: Record<string, NamespaceDefinition>): Section {
  const written = new Set(pages.map((page) => `${page.locale}:${page.path}`));
  const entries: TranslationEntry[] = [];
  const totals = zero();
  for (const page of pages) {
    totals[page.locale] += 1;
    for (const locale of page.locale === defaultLocale ? translatedLocales : [defaultLocale]) {
      if (written.has(`${locale}:${page.path}`)) continue;
      const namespace = namespaceOf(page.path) ?? '';
      const onPurpose = leftUntranslated(namespaces, namespace, locale);
      const emptyNavigation = navigationFile(namespace, locale);
      const message = onPurpose
        ? `is not written on purpose (${emptyNavigation} is an empty list): ${localizePath(page.path, locale)} shows ${page.file} with the untranslated notice.`
        : locale === defaultLocale
          ? `is missing: ${page.file} has no ${languageName[locale]} original. ${languageName[locale]} is the source language: write this file first, or delete ${page.file}.`
          : `is missing: translate ${page.file} into it. Only a namespace whose ${emptyNavigation} is an empty list may stay in ${languageName[defaultLocale]}.`;
      entries.push({
        kind: 'page',
        path: page.path,
        presentIn: page.locale,
        missingIn: locale,
        status: onPurpose ? 'untranslated-notice' : 'missing',
        file: contentFile(locale, page.path, page.isIndex),
        message,
      });
    }
  }
  return { entries, totals };
}

interface PlacedLink {
  link: NavLink;
  parent?: NavLink;
}

function placedLinks(links: readonly NavLink[], parent?: NavLink): PlacedLink[] {
  return links.flatMap((link) => [{ link, ...(parent ? { parent } : {}) }, ...placedLinks(link.children ?? [], link)]);
}

const countEntries = (tabs: readonly NavTab[]) => tabs.reduce((sum, tab) => sum + 1 + tab.groups.length, 0) + flattenLinks(tabs).length;

/**
 * The entries of `from` that `to` lacks. Tabs match by identifier, groups by sharing a link (their
 * titles are translated), links by href anywhere in the namespace: a link moved to another group
 * is not missing. A missing tab or group is one entry, not one per link inside it.
 */
function missingEntries(namespace: string, from: readonly NavTab[], fromLocale: Locale, to: readonly NavTab[], toLocale: Locale): TranslationEntry[] {
  const fromFile = navigationFile(namespace, fromLocale);
  const base = { kind: 'navigation', namespace, presentIn: fromLocale, missingIn: toLocale, status: 'missing', file: navigationFile(namespace, toLocale) } as const;
  const titleIn = new Map(flattenLinks(to).map((link) => [bare(link.href), link.title]));
  const entries: TranslationEntry[] = [];
  for (const tab of from) {
    const twin = to.find((candidate) => candidate.identifier === tab.identifier);
    if (!twin) {
      entries.push({
        ...base,
        entry: 'tab',
        key: tab.identifier,
        message: `has no "${tab.identifier}" tab ("${tab.title}" in ${fromFile}, ${flattenLinks([tab]).length} link(s)). Add it with its groups and links.`,
      });
      continue;
    }
    for (const group of tab.groups) {
      const links = placedLinks(group.links);
      const hrefs = new Set(links.map(({ link }) => bare(link.href)));
      // An empty group shows nothing, so there is nothing to translate.
      if (hrefs.size === 0) continue;
      const groupTwin = twin.groups.find((candidate) => placedLinks(candidate.links).some(({ link }) => hrefs.has(bare(link.href))));
      if (!groupTwin) {
        entries.push({
          ...base,
          entry: 'group',
          key: `${tab.identifier}/${group.title}`,
          message: `tab "${tab.identifier}" has no group for "${group.title}" of ${fromFile} (${[...hrefs].join(', ')}). Add the group with its ${hrefs.size} link(s).`,
        });
        continue;
      }
      for (const { link, parent } of links) {
        const href = bare(link.href);
        if (titleIn.has(href)) continue;
        const under = parent ? ` under "${titleIn.get(bare(parent.href)) ?? parent.title}"` : '';
        entries.push({
          ...base,
          entry: 'link',
          key: href,
          message: `has no link to ${href} ("${link.title}" in ${fromFile}). Add { title: …, href: '${localizePath(href, toLocale)}' } to group "${groupTwin.title}" of tab "${tab.identifier}"${under}.`,
        });
      }
    }
  }
  return entries;
}

function navigationSection(namespaces: Record<string, NamespaceDefinition>): Section {
  const entries: TranslationEntry[] = [];
  const totals = zero();
  for (const [namespace, definition] of Object.entries(namespaces)) {
    for (const locale of locales) totals[locale] += countEntries(definition.navigation[locale] ?? []);
    const original = definition.navigation[defaultLocale] ?? [];
    for (const locale of translatedLocales) {
      const declared = definition.navigation[locale];
      const base = { kind: 'navigation', namespace, entry: 'namespace', key: namespace, presentIn: defaultLocale, missingIn: locale, file: navigationFile(namespace, locale) } as const;
      if (declared === undefined) {
        entries.push({
          ...base,
          status: 'missing',
          message: `is missing: export the ${languageName[locale]} tabs of "${namespace}", or an empty list to leave it in ${languageName[defaultLocale]} on purpose.`,
        });
      } else if (leftUntranslated(namespaces, namespace, locale)) {
        entries.push({
          ...base,
          status: 'untranslated-notice',
          message: `is an empty list on purpose: ${languageName[locale]} readers get the ${languageName[defaultLocale]} navigation and pages of "${namespace}" with the untranslated notice. To translate it, export its tabs here and write its pages under content/${locale}/${namespace}/.`,
        });
      } else {
        entries.push(...missingEntries(namespace, original, defaultLocale, declared, locale), ...missingEntries(namespace, declared, locale, original, defaultLocale));
      }
    }
  }
  return { entries, totals };
}

/**
 * Home entries match by href without the locale prefix, which also covers English Account
 * Validator linking to /account-validator (spec §2). Order is the spec's, not a translation matter.
 */
function homeSection(home: TranslationInputs['home']): Section {
  const entries: TranslationEntry[] = [];
  const totals = zero();
  for (const locale of locales) totals[locale] = home[locale]?.length ?? 0;
  const missing = (from: readonly HomeEntry[], fromLocale: Locale, to: readonly HomeEntry[], toLocale: Locale) => {
    const present = new Set(to.map((entry) => bare(entry.href)));
    from.forEach((entry, index) => {
      const href = bare(entry.href);
      if (present.has(href)) return;
      entries.push({
        kind: 'navigation',
        namespace: 'home',
        entry: 'home',
        key: href,
        presentIn: fromLocale,
        missingIn: toLocale,
        status: 'missing',
        file: navigationFile('home', toLocale),
        message: `has no entry for ${href} ("${entry.title}", number ${index + 1} in ${navigationFile('home', fromLocale)}). Add its title, description, href and icon at the same position.`,
      });
    });
  };
  const original = home[defaultLocale] ?? [];
  for (const locale of translatedLocales) {
    const translated = home[locale] ?? [];
    missing(original, defaultLocale, translated, locale);
    missing(translated, locale, original, defaultLocale);
  }
  return { entries, totals };
}

/** The types already demand every key, so a blank value is the hole that gets through. Equal texts (API, Gateway) are fine. */
function uiStringSection(dictionaries: TranslationInputs['dictionaries']): Section {
  const entries: TranslationEntry[] = [];
  const totals = zero();
  for (const locale of locales) totals[locale] = Object.values(dictionaries[locale] ?? {}).filter((text) => !isBlank(text)).length;
  const missing = (key: string, missingIn: Locale, text: string | undefined, presentIn: Locale, other: string | undefined) => {
    if (!isBlank(text) || isBlank(other)) return;
    entries.push({
      kind: 'ui-string',
      key,
      presentIn,
      missingIn,
      status: 'missing',
      file: dictionaryFile(missingIn),
      message: `${text === undefined ? 'has no' : 'has a blank'} "${key}". Write its ${languageName[missingIn]} text (${languageName[presentIn]}: ${quote(other ?? '')}).`,
    });
  };
  const original = dictionaries[defaultLocale] ?? {};
  for (const locale of translatedLocales) {
    const translated = dictionaries[locale] ?? {};
    for (const key of new Set([...Object.keys(original), ...Object.keys(translated)])) {
      missing(key, locale, translated[key], defaultLocale, original[key]);
      missing(key, defaultLocale, original[key], locale, translated[key]);
    }
  }
  return { entries, totals };
}

function openApiSection(apis: readonly ApiTexts[]): Section {
  const entries: TranslationEntry[] = [];
  const totals = zero();
  for (const api of apis) {
    const gaps = translationGaps(api.source, api.translated, api.written, {
      sourceFile: api.sourceFile,
      sourceLocale: defaultLocale,
      overlayFile: api.overlayFile,
      locale: api.locale,
    });
    totals[defaultLocale] += translatableTexts(api.source).size;
    // A text left in the source words is there, but not in the translated language.
    totals[api.locale] += translatableTexts(api.translated).size - gaps.filter((gap) => gap.reason === 'unchanged').length;
    for (const gap of gaps) {
      const inSource = gap.missingIn === 'source';
      entries.push({
        kind: 'openapi-text',
        api: api.api,
        path: gap.text.path,
        presentIn: inSource ? api.locale : defaultLocale,
        missingIn: inSource ? defaultLocale : api.locale,
        status: 'missing',
        file: gap.file,
        message: gap.message,
      });
    }
  }
  return { entries, totals };
}

/** What each locale has that the other lacks. Pure: the repository is read by readTranslationInputs. */
export function translationReport(inputs: TranslationInputs): TranslationReport {
  const pages = pageSection(inputs.pages, inputs.namespaces);
  const navigation = navigationSection(inputs.namespaces);
  const home = homeSection(inputs.home);
  const ui = uiStringSection(inputs.dictionaries);
  const openapi = openApiSection(inputs.apis);
  return {
    entries: [...pages.entries, ...navigation.entries, ...home.entries, ...ui.entries, ...openapi.entries],
    totals: {
      page: pages.totals,
      navigation: Object.fromEntries(locales.map((locale) => [locale, navigation.totals[locale] + home.totals[locale]])) as Record<Locale, number>,
      'ui-string': ui.totals,
      'openapi-text': openapi.totals,
    },
  };
}

/**
 * The loaded definitions drop the overlay's `written` set, which tells a name kept on purpose from
 * a forgotten text, so the overlays are applied again here.
 */
function readApiTexts(repoRoot: string): ApiTexts[] {
  return readDefinitionSources(repoRoot).flatMap((source) => {
    const document: unknown = parse(source.text);
    return source.overlays.flatMap((overlay) => {
      if (overlay.text === null) return [];
      const applied = applyOverlay(document, parse(overlay.text));
      return [{ api: source.api, sourceFile: source.file, overlayFile: overlay.file, locale: overlay.locale, source: document, translated: applied.document, written: applied.written }];
    });
  });
}

/** The repository's inputs, as the build reads them. Throws like loadSite when the content has problems. */
export function readTranslationInputs(repoRoot = process.cwd()): TranslationInputs {
  const site = loadSite(repoRoot);
  return {
    pages: site.pages.filter((page) => !page.untranslated).map(({ sourceFile, locale, path, isIndex }) => ({ file: sourceFile, locale, path, isIndex })),
    namespaces,
    home: homeEntries,
    dictionaries: { es, en },
    apis: readApiTexts(repoRoot),
  };
}
