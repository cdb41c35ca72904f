/**
 * Which built pages the benchmarks sample: the home page, the longest guide and the largest API
 * page, each in both locales. "Longest" is measured on the built HTML (what a reader downloads),
 * not named, so the sample follows the content as it grows.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { kindOf } from '../../src/lib/checks/budgets';
import { listFiles } from './shared';

export type SampleKind = 'home' | 'guide' | 'api';

export interface SamplePage {
  kind: SampleKind;
  locale: 'es' | 'en';
  /** URL path as served with clean URLs: `/`, `/en/checkout/create-session`. */
  url: string;
  htmlBytes: number;
}

interface BuiltPage extends Partial<Record<'es' | 'en', number>> {
  /** What the page says it is (`<main data-page-kind>`, from its navigation tab): Core's reference pages are API pages. */
  kind?: string;
}

/** Locale-free path of every content page, with its HTML size per locale and its kind. */
function builtPages(outDir: string): Map<string, BuiltPage> {
  const pages = new Map<string, BuiltPage>();
  for (const file of listFiles(outDir)) {
    if (!file.endsWith('.html')) continue;
    const route = '/' + file.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
    const english = route === '/en' || route.startsWith('/en/');
    const localeFree = english ? route.slice(3) || '/' : route;
    // Error pages and the search page are not documentation a reader lands on.
    if (/^\/(404|_not-found|search)$/.test(localeFree) || localeFree.startsWith('/_')) continue;
    const sizes = pages.get(localeFree) ?? {};
    sizes[english ? 'en' : 'es'] = statSync(path.join(outDir, file)).size;
    sizes.kind ??= kindOf(route, readFileSync(path.join(outDir, file), 'utf8'));
    pages.set(localeFree, sizes);
  }
  return pages;
}

const localized = (localeFree: string, locale: 'es' | 'en') => (locale === 'es' ? localeFree : localeFree === '/' ? '/en' : `/en${localeFree}`);

/**
 * The largest page of a kind, by the sum of its two locales' HTML, so both locales sample the same
 * page and their scores can be compared.
 */
function largest(pages: Map<string, BuiltPage>, accept: (page: BuiltPage) => boolean): string {
  let best: { path: string; bytes: number } | undefined;
  for (const [localeFree, sizes] of pages) {
    if (!accept(sizes) || sizes.es === undefined || sizes.en === undefined) continue;
    const bytes = sizes.es + sizes.en;
    if (!best || bytes > best.bytes) best = { path: localeFree, bytes };
  }
  if (!best) throw new Error('The built site has no page of this kind in both locales.');
  return best.path;
}

export function samplePages(outDir: string): SamplePage[] {
  const pages = builtPages(outDir);
  const chosen: Record<SampleKind, string> = {
    home: '/',
    guide: largest(pages, (page) => page.kind === 'guide'),
    api: largest(pages, (page) => page.kind === 'api'),
  };
  return (Object.entries(chosen) as Array<[SampleKind, string]>).flatMap(([kind, localeFree]) =>
    (['es', 'en'] as const).map((locale) => ({ kind, locale, url: localized(localeFree, locale), htmlBytes: pages.get(localeFree)?.[locale] ?? 0 })),
  );
}
