/**
 * Which built pages the benchmarks sample: the home page, the longest guide and the largest API
 * page, each in both locales. "Longest" is measured on the built HTML (what a reader downloads),
 * not named, so the sample follows the content as it grows; a page's kind is what it says it is
 * (`<main data-page-kind>`, from its navigation tab), so Core's reference pages are API pages.
 */
import { readFileSync, statSync } from 'node:fs';
import { kindOf, type PageKind } from '../../src/node/checks/budgets';
import { builtPages } from '../../src/node/checks/built-pages';
import { localizePath, splitLocale } from '../../src/shared/i18n/paths';

export type SampleKind = 'home' | 'guide' | 'api';
type SampleLocale = 'es' | 'en';

export interface SamplePage {
  kind: SampleKind;
  locale: SampleLocale;
  /** URL path as served with clean URLs: `/`, `/en/checkout/create-session`. */
  url: string;
  /** The built HTML file. */
  file: string;
  htmlBytes: number;
}

interface LocalePages {
  kind: PageKind;
  files: Partial<Record<SampleLocale, { file: string; bytes: number }>>;
}

/** Every documentation page by its locale-free path, with its kind and each locale's file. */
function pagesByPath(outDir: string): Map<string, LocalePages> {
  const pages = new Map<string, LocalePages>();
  for (const page of builtPages(outDir)) {
    if (page.notFound) continue;
    const { locale, path } = splitLocale(page.url);
    const entry = pages.get(path) ?? { kind: kindOf(page.url, readFileSync(page.file, 'utf8')), files: {} };
    entry.files[locale] = { file: page.file, bytes: statSync(page.file).size };
    pages.set(path, entry);
  }
  return pages;
}

/**
 * The largest page of a kind, by the sum of its two locales' HTML, so both locales sample the same
 * page and their scores can be compared.
 */
function largest(pages: Map<string, LocalePages>, kind: PageKind): string {
  let best: { path: string; bytes: number } | undefined;
  for (const [path, { kind: pageKind, files }] of pages) {
    if (pageKind !== kind || !files.es || !files.en) continue;
    const bytes = files.es.bytes + files.en.bytes;
    if (!best || bytes > best.bytes) best = { path, bytes };
  }
  if (!best) throw new Error(`The built site has no ${kind} page in both locales.`);
  return best.path;
}

export function samplePages(outDir: string): SamplePage[] {
  const pages = pagesByPath(outDir);
  const chosen: Record<SampleKind, string> = { home: '/', guide: largest(pages, 'guide'), api: largest(pages, 'api') };
  return (Object.entries(chosen) as Array<[SampleKind, string]>).flatMap(([kind, path]) =>
    (['es', 'en'] as const).flatMap((locale) => {
      const built = pages.get(path)?.files[locale];
      return built ? [{ kind, locale, url: localizePath(path, locale), file: built.file, htmlBytes: built.bytes }] : [];
    }),
  );
}
