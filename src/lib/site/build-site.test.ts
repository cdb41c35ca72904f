import { describe, expect, it } from 'vitest';
import type { RawContentFile } from '../content/files';
import type { NamespaceDefinition, NavTab } from '../navigation/types';
import type { ApiDefinitions } from '../openapi/load-definitions';
import { buildSite } from './build-site';

const page = (localeDir: string, path: string, extra: Partial<RawContentFile> = {}): RawContentFile => ({
  file: `content/${localeDir}${path}${extra.isIndex ? '/index' : ''}.mdx`,
  localeDir,
  path,
  isIndex: false,
  frontmatter: { title: `Title ${path}`, description: `About ${path}` },
  body: 'Intro.\n\n## Primera sección\n\nText.\n',
  ...extra,
});

const docsTab = (links: { title: string; href: string }[]): NavTab[] => [
  { title: 'Docs', identifier: 'docs', href: links[0]?.href ?? '/', icon: 'book', groups: [{ title: 'Start', links }] },
];

const checkout: NamespaceDefinition = {
  navigation: {
    es: docsTab([{ title: 'Inicio', href: '/checkout' }, { title: 'Sesión', href: '/checkout/session' }]),
    en: docsTab([{ title: 'Home', href: '/en/checkout' }, { title: 'Session', href: '/en/checkout/session' }]),
  },
};

const files = [
  page('es', '/checkout', { isIndex: true }),
  page('en', '/checkout', { isIndex: true }),
  page('es', '/checkout/session'),
];

const messages = (site: ReturnType<typeof buildSite>) => site.problems.map((p) => `${p.file}: ${p.message}`);

describe('buildSite', () => {
  it('builds every page in both locales, falling back to Spanish with a notice', () => {
    const site = buildSite(files, { checkout });
    expect(site.problems).toEqual([]);
    expect(site.pages.map((p) => [p.href, p.sourceFile, p.untranslated])).toEqual([
      ['/checkout', 'content/es/checkout/index.mdx', false],
      ['/checkout/session', 'content/es/checkout/session.mdx', false],
      ['/en/checkout', 'content/en/checkout/index.mdx', false],
      ['/en/checkout/session', 'content/es/checkout/session.mdx', true],
    ]);
    const enSession = site.pages.find((p) => p.href === '/en/checkout/session');
    expect(enSession?.alternates).toEqual({});
    expect(site.pages[0]?.alternates).toEqual({ es: '/checkout', en: '/en/checkout' });
    expect(site.pages[0]?.headings).toEqual([{ id: 'primera-sección', title: 'Primera sección', depth: 2 }]);
  });

  it('fails on a navigation link to a missing page, naming the navigation file and href', () => {
    const broken: NamespaceDefinition = {
      navigation: { ...checkout.navigation, es: docsTab([{ title: 'Inicio', href: '/checkout' }, { title: 'Sesión', href: '/checkout/session' }, { title: 'Nada', href: '/checkout/nothing' }]) },
    };
    expect(messages(buildSite(files, { checkout: broken }))).toContain(
      'navigation/checkout/es.ts: link "Nada" points at a missing page /checkout/nothing. Create content/es/checkout/nothing.mdx (or /checkout/nothing/index.mdx), or remove the link.',
    );
  });

  it('fails on a page that no navigation reaches, naming the page file', () => {
    const site = buildSite([...files, page('es', '/checkout/orphan')], { checkout });
    expect(messages(site)).toContain(
      'content/es/checkout/orphan.mdx: page /checkout/orphan is reached by no navigation. Add a link with href "/checkout/orphan" to navigation/checkout/es.ts.',
    );
    expect(messages(site)).toContain(
      'navigation/checkout/en.ts: page /en/checkout/orphan (shown from content/es/checkout/orphan.mdx) is reached by no navigation. Add a link with href "/en/checkout/orphan" to navigation/checkout/en.ts.',
    );
  });

  it('fails on a route whose namespace is undefined', () => {
    const site = buildSite([...files, page('es', '/nowhere/page')], { checkout });
    expect(messages(site)).toContain(
      'content/es/nowhere/page.mdx: the route /nowhere/page has an undefined namespace "nowhere". Move the page into one of: checkout; or declare the namespace in navigation/index.ts.',
    );
  });

  it('fails on a namespace without navigation for a locale', () => {
    const site = buildSite(files, { checkout: { navigation: { es: checkout.navigation.es } } });
    expect(messages(site)).toContain(
      'navigation/checkout/en.ts: namespace "checkout" has no navigation for locale "en". Export its tabs, or an empty list to show the es navigation with the untranslated notice.',
    );
  });

  it('shows the Spanish navigation under /en when the English list is empty (autopay)', () => {
    const autopay: NamespaceDefinition = { navigation: { es: docsTab([{ title: 'AutoPay', href: '/autopay' }]), en: [] } };
    const site = buildSite([page('es', '/autopay', { isIndex: true })], { autopay });
    expect(site.problems).toEqual([]);
    const en = site.pages.find((p) => p.locale === 'en');
    expect(en).toMatchObject({ href: '/en/autopay', untranslated: true });
    expect(en?.navigation[0]?.groups[0]?.links).toEqual([{ title: 'AutoPay', href: '/en/autopay' }]);
  });

  it('rejects links outside the locale, pages outside a locale folder, English pages without original, and missing frontmatter', () => {
    const wrongLocale: NamespaceDefinition = {
      navigation: { es: checkout.navigation.es, en: docsTab([{ title: 'Home', href: '/checkout' }, { title: 'Evil', href: '//evil.example' }]) },
    };
    const site = buildSite(
      [...files, page('fr', '/checkout/x'), page('en', '/checkout/only-english'), page('es', '/checkout/session', { file: 'content/es/checkout/session/index.mdx', isIndex: true, frontmatter: {} })],
      { checkout: wrongLocale },
    );
    const all = messages(site);
    expect(all).toContain('navigation/checkout/en.ts: link "Home" has href /checkout, which is not a en page of this site. Write it as /en/checkout/….');
    expect(all).toContain('navigation/checkout/en.ts: link "Evil" has href //evil.example, which is not a en page of this site. Write it as /en/checkout/….');
    expect(all).toContain('content/fr/checkout/x.mdx: "fr" is not a locale. Put pages under content/es/ (Spanish, the original) or content/en/ (English).');
    expect(all).toContain('content/en/checkout/only-english.mdx: has no es original. Spanish is the source language: write content/es/checkout/only-english.mdx first.');
    expect(all).toContain('content/es/checkout/session/index.mdx: frontmatter has no "title". Add `title: …` between the --- lines at the top.');
    expect(all).toContain('content/es/checkout/session/index.mdx: has the same URL as content/es/checkout/session.mdx. Keep one of the two.');
  });

  it('reports a wrong component use with the file named', () => {
    const site = buildSite([...files, page('es', '/checkout/bad', { body: '![](/images/a.png)\n' })], { checkout });
    expect(messages(site)).toContain('content/es/checkout/bad.mdx: line 1: image /images/a.png has no alt text. Write ![what the image shows](/images/a.png).');
  });

  it('reports invalid MDX with the file named', () => {
    const site = buildSite([...files, page('es', '/checkout/bad', { body: 'Hola {requestId\n' })], { checkout });
    expect(messages(site).some((m) => m.startsWith('content/es/checkout/bad.mdx: is not valid MDX'))).toBe(true);
  });

  describe('API pages', () => {
    const document = { openapi: '3.1.0', paths: { '/api/session': { post: { summary: 'Crea una sesión', responses: {} } } } };
    const apis: ApiDefinitions = {
      checkout: {
        es: { api: 'checkout', locale: 'es', file: 'openapi/checkout/openapi.yaml', document },
        en: { api: 'checkout', locale: 'en', file: 'openapi/checkout/openapi.yaml', overlayFile: 'openapi/checkout/en.overlay.yaml', document: { ...document, paths: { '/api/session': { post: { summary: 'Create a session', responses: {} } } } } },
      },
    };
    const apiPage = (localeDir: string, body: string, path = '/checkout/api/reference/session') => page(localeDir, path, { body });
    const withApi: NamespaceDefinition = {
      navigation: {
        es: docsTab([{ title: 'Inicio', href: '/checkout' }, { title: 'Sesiones', href: '/checkout/api/reference/session' }]),
        en: docsTab([{ title: 'Home', href: '/en/checkout' }, { title: 'Sessions', href: '/en/checkout/api/reference/session' }]),
      },
    };

    it('reads each <ApiOperation> from the definition of the page language into its headings and operations', () => {
      const body = 'Intro.\n\n<ApiOperation path="/api/session" method="post" />\n';
      const site = buildSite([files[0]!, files[1]!, apiPage('es', body), apiPage('en', body)], { checkout: withApi }, apis);
      expect(site.problems).toEqual([]);
      const es = site.pages.find((p) => p.href === '/checkout/api/reference/session');
      const en = site.pages.find((p) => p.href === '/en/checkout/api/reference/session');
      expect(es?.headings).toEqual([{ id: 'post-api-session', title: 'Crea una sesión', depth: 2, tag: 'POST', label: '/api/session' }]);
      expect(en?.headings[0]?.title).toBe('Create a session');
      expect(es?.operations?.map((operation) => operation.title)).toEqual(['Crea una sesión']);
      expect(site.pages.find((p) => p.href === '/checkout')?.operations).toBeUndefined();
    });

    it('fails naming the MDX file when the reader throws or the api has no definition', () => {
      const wrong = buildSite([...files.slice(0, 2), apiPage('es', '<ApiOperation path="/api/session" method="delete" />\n')], { checkout: withApi }, apis);
      expect(messages(wrong)).toEqual([
        'content/es/checkout/api/reference/session.mdx: line 1: <ApiOperation path="/api/session" method="delete"> in openapi/checkout/openapi.yaml: Method delete not found in API definition for path /api/session',
      ]);
      const none = buildSite([...files.slice(0, 2), apiPage('es', '<ApiOperation path="/api/session" method="post" />\n')], { checkout: withApi });
      expect(messages(none)).toEqual([
        'content/es/checkout/api/reference/session.mdx: line 1: <ApiOperation> needs the "checkout" API, which has no es definition. Add openapi/checkout/openapi.yaml.',
      ]);
    });

    it('fails naming the file when an <ApiOperation> page is outside an API route', () => {
      const body = '<ApiOperation path="/api/session" method="post" />\n';
      const site = buildSite([...files, apiPage('en', body, '/checkout/session')].map((file) => (file.path === '/checkout/session' ? { ...file, body } : file)), { checkout }, apis);
      expect(messages(site)).toContain(
        "content/es/checkout/session.mdx: uses <ApiOperation> but is not under /checkout/api/. Move API reference pages into the namespace's API tab (content/<locale>/checkout/api/…).",
      );
    });
  });
});
