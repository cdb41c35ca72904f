import { parse } from 'yaml';
import { en } from '../../shared/i18n/dictionaries/en';
import { es } from '../../shared/i18n/dictionaries/es';
import { defaultLocale, type Locale, locales } from '../../shared/i18n/locales';
import { localizePath, namespaceOf } from '../../shared/i18n/paths';
import { manifestFile, writtenLocales, type Localized, type Manifest } from '../../shared/navigation/manifest';
import { readDefinitionSources } from '../openapi/load-definitions';
import { applyOverlay } from '../../shared/openapi/overlay';
import { translatableTexts, translationGaps } from '../../shared/openapi/translations';
import { loadSite, manifests } from '../site/load-site';

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
  | (Gap & { kind: 'navigation'; namespace: string; entry: 'namespace' | 'tab' | 'group' | 'home'; key: string })
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
  namespaces: Record<string, Manifest>;
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

export const contentFile = (locale: Locale, path: string, isIndex: boolean) => `content/${locale}${path}${isIndex ? '/index' : ''}.mdx`;
export const dictionaryFile = (locale: Locale) => `src/shared/i18n/dictionaries/${locale}.ts`;

/** A manifest that leaves a translated locale out of `locales` leaves the namespace untranslated there on purpose. */
function leftUntranslated(namespaces: Record<string, Manifest>, namespace: string, locale: Locale): boolean {
  const manifest = namespaces[namespace];
  return locale !== defaultLocale && manifest !== undefined && !writtenLocales(manifest).includes(locale);
}

function pageSection(pages: readonly PageFile[], namespaces: Record<string, Manifest>): Section {
  const written = new Set(pages.map((page) => `${page.locale}:${page.path}`));
  const entries: TranslationEntry[] = [];
  const totals = zero();
  for (const page of pages) {
    totals[page.locale] += 1;
    for (const locale of page.locale === defaultLocale ? translatedLocales : [defaultLocale]) {
      if (written.has(`${locale}:${page.path}`)) continue;
      const namespace = namespaceOf(page.path) ?? '';
      const onPurpose = leftUntranslated(namespaces, namespace, locale);
      const manifest = manifestFile(namespace);
      const message = onPurpose
        ? `is not written on purpose (${manifest} leaves ${locale} out of locales): ${localizePath(page.path, locale)} shows ${page.file} with the untranslated notice.`
        : locale === defaultLocale
          ? `is missing: ${page.file} has no ${languageName[locale]} original. ${languageName[locale]} is the source language: write this file first, or delete ${page.file}.`
          : `is missing: translate ${page.file} into it. Only a namespace whose ${manifest} leaves ${locale} out of locales may stay in ${languageName[defaultLocale]}.`;
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

/** Every text of a manifest that is not a page: tab and group titles, the home entry. */
function manifestTexts(manifest: Manifest): Array<{ entry: 'tab' | 'group' | 'home'; key: string; where: string; text: Localized }> {
  const texts: Array<{ entry: 'tab' | 'group' | 'home'; key: string; where: string; text: Localized }> = [];
  if (manifest.home) {
    texts.push({ entry: 'home', key: 'home.title', where: 'home: title', text: manifest.home.title });
    texts.push({ entry: 'home', key: 'home.description', where: 'home: description', text: manifest.home.description });
  }
  for (const tab of manifest.tabs) {
    if (tab.title) texts.push({ entry: 'tab', key: tab.id, where: `tab "${tab.id}": title`, text: tab.title });
    for (const group of tab.groups) texts.push({ entry: 'group', key: `${tab.id}/${group.title[defaultLocale] ?? ''}`, where: `tab "${tab.id}", group "${group.title[defaultLocale] ?? ''}": title`, text: group.title });
  }
  return texts;
}

/**
 * Manifests hold both languages side by side, so a gap is a title without its translation, or a
 * namespace left out of a language on purpose (`locales`), which shows the notice instead. Such a
 * namespace still needs its titles in every language: its pages keep the reader's language
 * around the Spanish text (tabs, group titles, home entry), only the body is Spanish (issue 13).
 */
function navigationSection(namespaces: Record<string, Manifest>): Section {
  const entries: TranslationEntry[] = [];
  const totals = zero();
  for (const [namespace, manifest] of Object.entries(namespaces)) {
    const file = manifestFile(namespace);
    const texts = manifestTexts(manifest);
    for (const locale of locales) totals[locale] += texts.filter(({ text }) => !isBlank(text[locale])).length;
    for (const locale of translatedLocales) {
      const base = { kind: 'navigation', namespace, presentIn: defaultLocale, missingIn: locale, file } as const;
      if (!writtenLocales(manifest).includes(locale)) {
        entries.push({
          ...base,
          entry: 'namespace',
          key: namespace,
          status: 'untranslated-notice',
          message: `leaves ${languageName[locale]} out on purpose (locales: [${writtenLocales(manifest).join(', ')}]): ${languageName[locale]} readers get the ${languageName[defaultLocale]} pages of "${namespace}" with the untranslated notice. To translate it, add ${locale} to locales and write its pages under content/${locale}/${namespace}/.`,
        });
      }
      for (const { entry, key, where, text } of texts) {
        if (!isBlank(text[locale])) continue;
        entries.push({
          ...base,
          entry,
          key,
          status: 'missing',
          message: `${where} has no ${languageName[locale]} text. Write it beside the ${languageName[defaultLocale]} one: { ${defaultLocale}: ${quote(text[defaultLocale] ?? "")}, ${locale}: … }.`,
        });
      }
    }
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
  const ui = uiStringSection(inputs.dictionaries);
  const openapi = openApiSection(inputs.apis);
  return {
    entries: [...pages.entries, ...navigation.entries, ...ui.entries, ...openapi.entries],
    totals: {
      page: pages.totals,
      navigation: navigation.totals,
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
    namespaces: manifests(repoRoot),
    dictionaries: { es, en },
    apis: readApiTexts(repoRoot),
  };
}
