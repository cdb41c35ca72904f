import { describe, expect, it } from 'vitest';
import type { RawContentFile } from '../content/files';
import type { Manifest, NavEntry } from '../../shared/navigation/manifest';
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

/** A manifest with one documentation tab listing `pages`, and an api tab listing `api`. */
const manifest = (pages: NavEntry[], options: { api?: NavEntry[]; locales?: Manifest['locales'] } = {}): Manifest => ({
  position: 1,
  icon: 'layout-template',
  ...(options.locales ? { locales: options.locales } : {}),
  home: { title: { es: 'Web Checkout', en: 'Web Checkout' }, description: { es: 'Página de pago.', en: 'Payment page.' } },
  tabs: [
    { id: 'documentation', groups: [{ title: { es: 'Inicio', en: 'Start' }, pages }] },
    ...(options.api ? [{ id: 'api', groups: [{ title: { es: 'Referencia', en: 'Reference' }, pages: options.api }] }] : []),
  ],
});

const checkout = manifest(['/checkout', '/checkout/session']);

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

  it('fails on a link to a page or a heading the site does not have, naming the file and its own line (P9a, P9d)', () => {
    const linking = [
      ...files.slice(0, 2),
      page('es', '/checkout/session', { body: '\n\n\nVer [la sesión](/checkout#primera-sección) y [nada](/checkout/no-existe).\n\n## Otra\n\n[Mal](/checkout#no-such-anchor)\n' }),
    ];
    expect(messages(buildSite(linking, { checkout }))).toEqual([
      "content/es/checkout/session.mdx: line 4: link to /checkout/no-existe: the site has no page at /checkout/no-existe. Link to an existing page (its URL, with /en for English), or declare a redirect in the product's manifest (docs/authoring.md, Redirects).",
      'content/es/checkout/session.mdx: line 8: link to /checkout#no-such-anchor: /checkout has no heading or anchor "no-such-anchor". Its ids: primera-sección.',
    ]);
  });

  it('fails on a manifest entry without a page, naming the manifest, tab, group and path', () => {
    expect(messages(buildSite(files, { checkout: manifest(['/checkout', '/checkout/session', '/checkout/nothing']) }))).toContain(
      'navigation/checkout.yaml: tab "documentation", group "Inicio" lists /checkout/nothing, which has no page. Create content/es/checkout/nothing.mdx (or content/es/checkout/nothing/index.mdx), or remove the entry.',
    );
  });

  it('fails on a manifest entry outside its namespace', () => {
    const site = buildSite([...files, page('es', '/gateway', { isIndex: true })], { checkout: manifest(['/checkout', '/checkout/session', '/gateway']) });
    expect(messages(site)).toContain(
      'navigation/checkout.yaml: tab "documentation", group "Inicio" lists /gateway, which is not a page of "checkout". List pages under /checkout/ only; link to other products from the pages themselves.',
    );
  });

  it('fails on a page that no navigation reaches, naming the page file', () => {
    const site = buildSite([...files, page('es', '/checkout/orphan')], { checkout });
    expect(messages(site)).toContain('content/es/checkout/orphan.mdx: page /checkout/orphan is reached by no navigation. Add "/checkout/orphan" to a group of navigation/checkout.yaml.');
  });

  it('fails on a route whose namespace is undefined', () => {
    const site = buildSite([...files, page('es', '/nowhere/page')], { checkout });
    expect(messages(site)).toContain(
      'content/es/nowhere/page.mdx: the route /nowhere/page has an undefined namespace "nowhere". Move the page into one of: checkout; or declare the namespace with a manifest, navigation/nowhere.yaml.',
    );
  });

  it('labels sidebar links with each page\'s sidebarTitle or title, in the page\'s language', () => {
    const titled = [
      page('es', '/checkout', { isIndex: true, frontmatter: { title: 'Web Checkout', sidebarTitle: 'Introducción', description: 'x' } }),
      page('en', '/checkout', { isIndex: true, frontmatter: { title: 'Web Checkout', sidebarTitle: 'Introduction', description: 'x' } }),
      page('es', '/checkout/session', { frontmatter: { title: 'Crea una sesión', description: 'x' } }),
    ];
    const site = buildSite(titled, { checkout });
    const links = (href: string) => site.pages.find((p) => p.href === href)?.navigation[0]?.groups[0]?.links.map((link) => [link.title, link.href]);
    expect(links('/checkout')).toEqual([['Introducción', '/checkout'], ['Crea una sesión', '/checkout/session']]);
    // The English session page is not written: its link shows the Spanish title it opens.
    expect(links('/en/checkout')).toEqual([['Introduction', '/en/checkout'], ['Crea una sesión', '/en/checkout/session']]);
    expect(site.pages[0]?.navigation[0]).toMatchObject({ title: 'Documentación', identifier: 'documentation', href: '/checkout', icon: 'book-open' });
    expect(site.home.en).toEqual([{ title: 'Web Checkout', description: 'Payment page.', href: '/en/checkout', icon: 'layout-template' }]);
  });

  it('shows the Spanish pages under /en with the notice when the manifest leaves English out (autopay)', () => {
    const autopay = manifest(['/autopay'], { locales: ['es'] });
    const site = buildSite([page('es', '/autopay', { isIndex: true })], { autopay });
    expect(site.problems).toEqual([]);
    const en = site.pages.find((p) => p.locale === 'en');
    expect(en).toMatchObject({ href: '/en/autopay', untranslated: true });
    // The link shows the Spanish page's title, marked as Spanish inside the English navigation.
    expect(en?.navigation[0]?.groups[0]).toEqual({ title: 'Start', links: [{ title: 'Title /autopay', href: '/en/autopay', lang: 'es' }] });
    expect(site.pages.find((p) => p.locale === 'es')?.navigation[0]?.groups[0]?.links[0]).not.toHaveProperty('lang');
    const written = buildSite([page('es', '/autopay', { isIndex: true }), page('en', '/autopay', { isIndex: true })], { autopay });
    expect(messages(written)).toContain('content/en/autopay/index.mdx: is written in a language navigation/autopay.yaml leaves out (locales: [es]). Add "en" to its locales, or delete this file.');
  });

  it('rejects pages outside a locale folder, English pages without original, missing frontmatter and a wrong kind', () => {
    const site = buildSite(
      [
        ...files,
        page('fr', '/checkout/x'),
        page('en', '/checkout/only-english'),
        page('es', '/checkout/session', { file: 'content/es/checkout/session/index.mdx', isIndex: true, frontmatter: {} }),
        page('es', '/checkout/odd', { frontmatter: { title: 'x', description: 'y', kind: 'reference', sidebarTitle: ' ' } }),
      ],
      { checkout: manifest(['/checkout', '/checkout/session', '/checkout/odd']) },
    );
    const all = messages(site);
    expect(all).toContain('content/fr/checkout/x.mdx: "fr" is not a locale. Put pages under content/es/ (Spanish, the original) or content/en/ (English).');
    expect(all).toContain('content/en/checkout/only-english.mdx: has no es original. Spanish is the source language: write content/es/checkout/only-english.mdx first.');
    expect(all).toContain('content/es/checkout/session/index.mdx: frontmatter has no "title". Add `title: …` between the --- lines at the top.');
    expect(all).toContain('content/es/checkout/session/index.mdx: has the same URL as content/es/checkout/session.mdx. Keep one of the two.');
    expect(all).toContain('content/es/checkout/odd.mdx: frontmatter "kind: reference" is not a page kind. Use one of: guide, api; or remove it to take the kind of the page\'s navigation tab.');
    expect(all).toContain('content/es/checkout/odd.mdx: frontmatter "sidebarTitle" is empty. Give the short sidebar label, or remove the line to show the title.');
  });

  it('reports a wrong component use with the file named', () => {
    const site = buildSite([...files, page('es', '/checkout/bad', { body: '![](/images/a.png)\n' })], { checkout });
    expect(messages(site)).toContain('content/es/checkout/bad.mdx: line 1: image /images/a.png has no alt text. Write ![what the image shows](/images/a.png).');
  });

  it('reports a phrasing the content guide rules out, with the file, the line and what to write instead', () => {
    const site = buildSite([...files, page('es', '/checkout/bad', { body: 'Intro\n\nSi falla, escribe a soporte.\n' })], { checkout });
    expect(messages(site)).toContainEqual(expect.stringMatching(/^content\/es\/checkout\/bad\.mdx: line 3: writes "escribe a soporte", which the content guide rules out: .*«escríbele a tu gerente de cuenta»/));
  });

  it('reports an empty code block with the file and line named', () => {
    const site = buildSite([...files, page('es', '/checkout/bad', { body: 'Intro\n\n```text title="salida/recaudo_20261202.txt"\n\n```\n' })], { checkout });
    expect(messages(site)).toContain("content/es/checkout/bad.mdx: line 3: empty code block 'salida/recaudo_20261202.txt': write the example or remove the block.");
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
    const withApi = manifest(['/checkout'], { api: ['/checkout/api/reference/session'] });

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
      expect(es?.kind).toBe('api');
      expect(site.pages.find((p) => p.href === '/checkout')?.kind).toBe('guide');
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

    it('fails naming the file when a guide page places operations, and takes kind: api from frontmatter anywhere', () => {
      const body = '<ApiOperation path="/api/session" method="post" />\n';
      const inGuide = buildSite(files.map((file) => (file.path === '/checkout/session' ? { ...file, body } : file)), { checkout }, apis);
      expect(messages(inGuide)).toContain(
        'content/es/checkout/session.mdx: places API operations with <ApiOperation>, but is a guide page. Move "/checkout/session" into a tab with kind: api in navigation/checkout.yaml (the api tab is one), or set `kind: api` in its frontmatter.',
      );
      // Wherever a product puts its reference (/core/reference/…, /sdks/pinpad/api), frontmatter can say what it is.
      const declared = files.map((file) => (file.path === '/checkout/session' ? { ...file, body, frontmatter: { ...file.frontmatter, kind: 'api' } } : file));
      const site = buildSite(declared, { checkout }, apis);
      expect(site.problems).toEqual([]);
      expect(site.pages.find((p) => p.href === '/checkout/session')?.kind).toBe('api');
    });
  });
});
