import { describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/i18n/locales';
import type { Manifest } from '../../shared/navigation/manifest';
import { applyOverlay } from '../../shared/openapi/overlay';
import { loadSite } from '../site/load-site';
import { readTranslationInputs, translationReport, type TranslationInputs } from './translations';

const page = (locale: Locale, path: string, isIndex = false) => ({ file: `content/${locale}${path}${isIndex ? '/index' : ''}.mdx`, locale, path, isIndex });

/** A translated namespace `pay`, and `later`, left in Spanish on purpose like autopay. */
const inputs = (change: (base: TranslationInputs) => void = () => {}): TranslationInputs => {
  const base: TranslationInputs = {
    pages: [page('es', '/pay', true), page('en', '/pay', true), page('es', '/later', true)],
    namespaces: {
      pay: {
        position: 1,
        icon: 'link',
        home: { title: { es: 'Pagar', en: 'Pay' }, description: { es: 'Cobra.', en: 'Get paid.' } },
        tabs: [{ id: 'documentation', groups: [{ title: { es: 'Inicio', en: 'Start' }, pages: ['/pay'] }] }],
      },
      later: { position: 2, icon: 'repeat', locales: ['es'], tabs: [{ id: 'documentation', groups: [{ title: { es: 'Inicio', en: 'Start' }, pages: ['/later'] }] }] },
    },
    dictionaries: { es: { 'a.title': 'Hola', 'a.api': 'API' }, en: { 'a.title': 'Hello', 'a.api': 'API' } },
    apis: [],
  };
  change(base);
  return base;
};

const missing = (input: TranslationInputs) => translationReport(input).entries.filter((entry) => entry.status === 'missing');
const pay = (input: TranslationInputs): Manifest => input.namespaces.pay!;

describe('translationReport', () => {
  it('reports nothing missing when both locales match, texts equal in both included', () => {
    const report = translationReport(inputs());
    expect(report.entries.filter((entry) => entry.status === 'missing')).toEqual([]);
    expect(report.totals).toEqual({
      page: { es: 2, en: 1 },
      navigation: { es: 3 + 1, en: 3 + 1 },
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
        message: 'is missing: translate content/es/pay/refund.mdx into it. Only a namespace whose navigation/pay.yaml leaves en out of locales may stay in Spanish.',
      },
    ]);
  });

  it('fails an English page without its Spanish original', () => {
    expect(missing(inputs((base) => void (base.pages = [...base.pages, page('en', '/pay/extra')])))).toMatchObject([
      { kind: 'page', presentIn: 'en', missingIn: 'es', file: 'content/es/pay/extra.mdx' },
    ]);
  });

  it('shows a namespace whose manifest leaves English out with the notice, without failing', () => {
    const notices = translationReport(inputs()).entries.filter((entry) => entry.status === 'untranslated-notice');
    expect(notices).toMatchObject([
      { kind: 'page', path: '/later', missingIn: 'en', file: 'content/en/later/index.mdx' },
      { kind: 'navigation', entry: 'namespace', namespace: 'later', file: 'navigation/later.yaml' },
    ]);
  });

  it('fails a group title without its English text in a namespace left in Spanish: English readers see it around the Spanish page', () => {
    const input = inputs((base) => {
      base.namespaces.later!.tabs[0]!.groups[0]!.title = { es: 'Inicio' };
    });
    expect(missing(input)).toMatchObject([{ kind: 'navigation', namespace: 'later', entry: 'group', missingIn: 'en', file: 'navigation/later.yaml' }]);
  });

  it('fails a manifest title without its English text, naming the manifest and where the title is', () => {
    const input = inputs((base) => {
      pay(base).tabs.push({ id: 'api', groups: [{ title: { es: 'Referencia' }, pages: ['/pay/api'] }] });
    });
    expect(missing(input)).toEqual([
      {
        kind: 'navigation',
        namespace: 'pay',
        entry: 'group',
        key: 'api/Referencia',
        presentIn: 'es',
        missingIn: 'en',
        status: 'missing',
        file: 'navigation/pay.yaml',
        message: 'tab "api", group "Referencia": title has no English text. Write it beside the Spanish one: { es: "Referencia", en: … }.',
      },
    ]);
  });

  it('fails a home entry or a custom tab title without its English text', () => {
    const input = inputs((base) => {
      pay(base).home!.description = { es: 'Cobra.' };
      pay(base).tabs[0]!.title = { es: 'Guías' };
    });
    expect(missing(input)).toMatchObject([
      { kind: 'navigation', entry: 'home', key: 'home.description', missingIn: 'en', file: 'navigation/pay.yaml' },
      { kind: 'navigation', entry: 'tab', key: 'documentation', missingIn: 'en', file: 'navigation/pay.yaml' },
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
        file: 'src/shared/i18n/dictionaries/en.ts',
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
  it('has nothing missing, and shows exactly the pages the site shows with the notice', () => {
    const report = translationReport(readTranslationInputs());
    expect(report.entries.filter((entry) => entry.status === 'missing')).toEqual([]);
    const noticePages = report.entries.flatMap((entry) => (entry.kind === 'page' && entry.status === 'untranslated-notice' ? [entry.path] : []));
    expect(noticePages).toEqual(loadSite().pages.filter((sitePage) => sitePage.untranslated).map((sitePage) => sitePage.path));
  });
});
