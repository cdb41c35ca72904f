import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/locales';
import type { NavLink, NavTab } from '../navigation/types';
import { applyOverlay } from '../openapi/overlay';
import { loadSite } from '../site/load-site';
import { readTranslationInputs, translationReport, type TranslationInputs } from './translations';

const tab = (identifier: string, groups: Array<[title: string, links: NavLink[]]>): NavTab => ({
  title: identifier,
  identifier,
  href: groups[0]?.[1][0]?.href ?? '/',
  icon: 'book',
  groups: groups.map(([title, links]) => ({ title, links })),
});

const page = (locale: Locale, path: string, isIndex = false) => ({ file: `content/${locale}${path}${isIndex ? '/index' : ''}.mdx`, locale, path, isIndex });

/** A translated namespace `pay`, and `later`, left in Spanish on purpose like autopay. */
const inputs = (change: (base: TranslationInputs) => void = () => {}): TranslationInputs => {
  const base: TranslationInputs = {
    pages: [page('es', '/pay', true), page('en', '/pay', true), page('es', '/later', true)],
    namespaces: {
      pay: {
        navigation: {
          es: [tab('documentation', [['Inicio', [{ title: 'Pagar', href: '/pay' }]]])],
          en: [tab('documentation', [['Start', [{ title: 'Pay', href: '/en/pay' }]]])],
        },
      },
      later: { navigation: { es: [tab('documentation', [['Inicio', [{ title: 'Luego', href: '/later' }]]])], en: [] } },
    },
    home: {
      es: [
        { title: 'Pagar', description: 'Cobra.', href: '/pay', icon: 'link' },
        { title: 'Validador', description: 'Valida.', href: '/validator', icon: 'badge-check' },
      ],
      // Like Account Validator (spec §2), an English home entry may link without /en.
      en: [
        { title: 'Pay', description: 'Get paid.', href: '/en/pay', icon: 'link' },
        { title: 'Validator', description: 'Validate.', href: '/validator', icon: 'badge-check' },
      ],
    },
    dictionaries: { es: { 'a.title': 'Hola', 'a.api': 'API' }, en: { 'a.title': 'Hello', 'a.api': 'API' } },
    apis: [],
  };
  change(base);
  return base;
};

const missing = (input: TranslationInputs) => translationReport(input).entries.filter((entry) => entry.status === 'missing');
const payNavigation = (input: TranslationInputs) => input.namespaces.pay!.navigation;

describe('translationReport', () => {
  it('reports nothing missing when both locales match, texts equal in both included', () => {
    const report = translationReport(inputs());
    expect(report.entries.filter((entry) => entry.status === 'missing')).toEqual([]);
    expect(report.totals).toEqual({
      page: { es: 2, en: 1 },
      navigation: { es: 6 + 2, en: 3 + 2 },
      'ui-string': { es: 2, en: 2 },
      'openapi-text': { es: 0, en: 0 },
    });
  });

  it('fails a Spanish page without its English twin, naming the file to write', () => {
    expect(missing(inputs((base) => void (base.pages = [...base.pages, page('es', '/pay/refund')])))).toEqual([
      {
        kind: 'page',
        path: '/pay/refund',
        presentIn: 'es',
        missingIn: 'en',
        status: 'missing',
        file: 'content/en/pay/refund.mdx',
        message: 'is missing: translate content/es/pay/refund.mdx into it. Only a namespace whose navigation/pay/en.ts is an empty list may stay in Spanish.',
      },
    ]);
  });

  it('fails an English page without its Spanish original', () => {
    expect(missing(inputs((base) => void (base.pages = [...base.pages, page('en', '/pay/extra')])))).toMatchObject([
      { kind: 'page', presentIn: 'en', missingIn: 'es', file: 'content/es/pay/extra.mdx' },
    ]);
  });

  it('shows a namespace with an empty English navigation with the notice, without failing', () => {
    const notices = translationReport(inputs()).entries.filter((entry) => entry.status === 'untranslated-notice');
    expect(notices).toMatchObject([
      { kind: 'page', path: '/later', missingIn: 'en', file: 'content/en/later/index.mdx' },
      { kind: 'navigation', entry: 'namespace', namespace: 'later', file: 'navigation/later/en.ts' },
    ]);
  });

  it('fails a navigation link present only in Spanish, naming the English file and where the link goes', () => {
    const input = inputs((base) => {
      const pay = payNavigation(base).es![0]!.groups[0]!.links[0]!;
      pay.children = [{ title: 'Reembolsos', href: '/pay/refund' }];
    });
    expect(missing(input)).toEqual([
      {
        kind: 'navigation',
        namespace: 'pay',
        entry: 'link',
        key: '/pay/refund',
        presentIn: 'es',
        missingIn: 'en',
        status: 'missing',
        file: 'navigation/pay/en.ts',
        message: `has no link to /pay/refund ("Reembolsos" in navigation/pay/es.ts). Add { title: …, href: '/en/pay/refund' } to group "Start" of tab "documentation" under "Pay".`,
      },
    ]);
  });

  it('fails a tab or a group present only in English against the Spanish file, once each', () => {
    const input = inputs((base) => {
      const en = payNavigation(base).en!;
      en[0]!.groups.push({ title: 'More', links: [{ title: 'A', href: '/en/pay/a' }, { title: 'B', href: '/en/pay/b' }] });
      en.push(tab('api', [['Reference', [{ title: 'Sessions', href: '/en/pay/api/session' }]]]));
    });
    expect(missing(input)).toMatchObject([
      { kind: 'navigation', entry: 'group', key: 'documentation/More', presentIn: 'en', missingIn: 'es', file: 'navigation/pay/es.ts' },
      { kind: 'navigation', entry: 'tab', key: 'api', presentIn: 'en', missingIn: 'es', file: 'navigation/pay/es.ts' },
    ]);
  });

  it('fails a home entry present in one locale only', () => {
    expect(missing(inputs((base) => void (base.home.en = base.home.en!.slice(0, -1))))).toMatchObject([
      { kind: 'navigation', entry: 'home', key: '/validator', missingIn: 'en', file: 'navigation/home/en.ts' },
    ]);
  });

  it('fails a blank UI string, naming the dictionary and the other language text', () => {
    expect(missing(inputs((base) => void (base.dictionaries.en = { 'a.title': '  ', 'a.api': 'API' })))).toEqual([
      {
        kind: 'ui-string',
        key: 'a.title',
        presentIn: 'es',
        missingIn: 'en',
        status: 'missing',
        file: 'src/lib/i18n/dictionaries/en.ts',
        message: 'has a blank "a.title". Write its English text (Spanish: "Hola").',
      },
    ]);
  });

  it('fails an OpenAPI text the overlay does not translate, with the overlay named', () => {
    const source = { openapi: '3.1.0', info: { title: 'API de pagos', version: '1' }, paths: { '/pay': { post: { summary: 'Paga' } } } };
    const applied = applyOverlay(source, { overlay: '1.0.0', actions: [{ target: '$.info', update: { title: 'Payments API' } }] });
    const input = inputs((base) => {
      base.apis = [{ api: 'pay', sourceFile: 'openapi/pay/openapi.yaml', overlayFile: 'openapi/pay/en.overlay.yaml', locale: 'en', source, translated: applied.document, written: applied.written }];
    });
    const report = translationReport(input);
    expect(report.entries.filter((entry) => entry.status === 'missing')).toMatchObject([
      { kind: 'openapi-text', api: 'pay', path: "$.paths['/pay'].post.summary", presentIn: 'es', missingIn: 'en', file: 'openapi/pay/en.overlay.yaml' },
    ]);
    expect(report.totals['openapi-text']).toEqual({ es: 2, en: 1 });
  });
});

describe('translationReport on this repository', () => {
  it('has nothing missing, and shows exactly the pages the site shows with the notice', { timeout: 60_000 }, () => {
    const report = translationReport(readTranslationInputs());
    expect(report.entries.filter((entry) => entry.status === 'missing')).toEqual([]);
    const noticePages = report.entries.flatMap((entry) => (entry.kind === 'page' && entry.status === 'untranslated-notice' ? [entry.path] : []));
    expect(noticePages).toContain('/autopay');
    expect(noticePages).toEqual(loadSite().pages.filter((sitePage) => sitePage.untranslated).map((sitePage) => sitePage.path));
    expect(report.entries).toContainEqual(expect.objectContaining({ kind: 'navigation', entry: 'namespace', namespace: 'autopay', status: 'untranslated-notice' }));
  });
});
