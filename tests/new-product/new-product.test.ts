import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { createSearchClient } from '../../src/shared/search/client';
import { ABSENT_PRODUCTS_ENV } from '../../src/node/checks/content-links';

/**
 * A new product is its manifest, its pages and its OpenAPI files, and nothing else (issue 12).
 * This copies the repository, adds tests/new-product/files/ (the fixture product "fixture-pay")
 * and runs the real build, then reads what a reader gets: the home entry, guide and API pages in
 * both languages with the right kind of page, search, Markdown twins, sitemap and downloads.
 * The copy keeps one real product, Web Checkout, beside it (removed the same way, by files), so
 * the build stays short; the real site's own build runs later in npm test.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(import.meta.dirname, 'files');
const SKIPPED = new Set(['node_modules', '.next', 'out', 'test-results', '.git', 'bench-results', 'playwright-report', 'screenshots', 'tsconfig.tsbuildinfo']);

const KEPT = 'checkout';
let repo = '';
const built = (urlPath: string) => readFileSync(path.join(repo, 'out', urlPath), 'utf8');
// The products the copy leaves out: Web Checkout's pages still link to them, as the real site does (content-links.ts).
const removed: string[] = [];
const run = (args: string[]) =>
  spawnSync('npm', ['run', ...args], { cwd: repo, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', [ABSENT_PRODUCTS_ENV]: removed.join(',') } });

beforeAll(() => {
  repo = path.join(mkdtempSync(path.join(tmpdir(), 'ondapay-new-product-')), 'repo');
  cpSync(repoRoot, repo, { recursive: true, filter: (source) => path.dirname(source) !== repoRoot || !SKIPPED.has(path.basename(source)) });
  // Hard links: Turbopack rejects a node_modules symlink that points outside the project.
  execFileSync('cp', ['-al', path.join(repoRoot, 'node_modules'), path.join(repo, 'node_modules')]);
  for (const manifest of readdirSync(path.join(repo, 'navigation'))) {
    const namespace = manifest.replace(/\.yaml$/, '');
    if (namespace === KEPT) continue;
    removed.push(namespace);
    for (const folder of [`navigation/${manifest}`, `content/es/${namespace}`, `content/en/${namespace}`, `openapi/${namespace}`]) rmSync(path.join(repo, folder), { recursive: true, force: true });
  }
  cpSync(fixture, repo, { recursive: true });
});

afterAll(() => {
  if (repo && process.env.KEEP_NEW_PRODUCT !== '1') rmSync(path.dirname(repo), { recursive: true, force: true });
});

describe('a product added by its own files', () => {
  it('fails the content check, naming the operation and the definition, when one operation is placed nowhere', () => {
    const page = path.join(repo, 'content/es/fixture-pay/api/reference/charges.mdx');
    const original = readFileSync(page, 'utf8');
    writeFileSync(page, original.replace('<ApiOperation path="/charges/{id}" method="get" />', ''));
    try {
      const result = run(['check:content']);
      expect(result.status).not.toBe(0);
      expect(result.stdout + result.stderr).toContain('openapi/fixture-pay/openapi.yaml: GET /charges/{id} ("Consulta un cobro") is placed on no Spanish page.');
      // English still places it on its page: the two languages now disagree, and that is named too.
      expect(result.stdout + result.stderr).toContain('content/en/fixture-pay/api/reference/charges.mdx: places GET /charges/{id} (API "fixture-pay"), which content/es/fixture-pay/api/reference/charges.mdx does not.');
    } finally {
      writeFileSync(page, original);
    }
  });

  it('fails the content check, naming the manifest, when a redirect leads to no page or to another redirect', () => {
    const manifest = path.join(repo, 'navigation/fixture-pay.yaml');
    const original = readFileSync(manifest, 'utf8');
    writeFileSync(manifest, `${original}  - from: /fixture-pay/viejo\n    to: /fixture-pay/no-existe\n  - from: /fixture-pay/otro\n    to: /fixture-pay/primer-cobro\n`);
    try {
      const result = run(['check:content']);
      expect(result.status).not.toBe(0);
      expect(result.stdout + result.stderr).toContain('navigation/fixture-pay.yaml: redirects: /fixture-pay/viejo -> /fixture-pay/no-existe, but /fixture-pay/no-existe is not a page of the site.');
      expect(result.stdout + result.stderr).toContain('navigation/fixture-pay.yaml: redirects: /fixture-pay/otro -> /fixture-pay/primer-cobro leads to another redirect');
    } finally {
      writeFileSync(manifest, original);
    }
  });

  it('refuses hostile author content in one run, naming each file and its own line (issue 42: P1, P8, P9)', () => {
    const page = path.join(repo, 'content/es/fixture-pay/first-charge.mdx');
    const definition = path.join(repo, 'openapi/fixture-pay/openapi.yaml');
    const svg = path.join(repo, 'public/images/fixture-pay-evil.svg');
    const [originalPage, originalDefinition] = [readFileSync(page, 'utf8'), readFileSync(definition, 'utf8')];
    const hostile = ['', '{process.env.HOME}', '', 'export const Evil = () => null', '', '[roto](/fixture-pay/no-existe)', '', '![x](/../../../../etc/passwd)', ''].join('\n');
    // hostile[i] is on line firstLine + i.
    const firstLine = originalPage.split('\n').length;
    writeFileSync(page, originalPage + hostile);
    writeFileSync(definition, originalDefinition.replace('in: path', 'in: nowhere'));
    writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    try {
      const result = run(['check:content']);
      const output = result.stdout + result.stderr;
      expect(result.status, output.slice(-3000)).not.toBe(0);
      const file = 'content/es/fixture-pay/first-charge.mdx';
      // The build's environment is never read into a page, and no module code runs (P1), at the file's own line (P9a).
      expect(output).toContain(`${file}: line ${firstLine + 1}: {process.env.HOME} is an expression`);
      expect(output).toContain(`${file}: line ${firstLine + 3}: "export const Evil = () => null" is an import or export`);
      // A broken link fails the content check, so npm run build, naming the source file and line (P9d).
      expect(output).toContain(`${file}: line ${firstLine + 5}: link to /fixture-pay/no-existe: the site has no page at /fixture-pay/no-existe.`);
      // An image outside public/ is refused by name (P8), an SVG that runs script too (P2).
      expect(output).toMatch(new RegExp(`${file}: line ${firstLine + 7}: .*/\\.\\./`));
      expect(output).toMatch(/public\/images\/fixture-pay-evil\.svg: .*script/i);
      // The definition's schema problem is in the same run, not after the others are fixed (P9b).
      expect(output).toContain('openapi/fixture-pay/openapi.yaml');
      expect(output).toMatch(/parameters\/0\/in: must be one of .*it is "nowhere"/);
      // Nothing else: Web Checkout's links into the products the copy left out are not problems here.
      const named = output.split('\n').flatMap((line) => /^\s+((?:content|openapi|navigation|public)\/\S+):/.exec(line)?.[1] ?? []);
      expect(new Set(named)).toEqual(new Set([file, 'public/images/fixture-pay-evil.svg', 'openapi/fixture-pay/openapi.yaml', 'openapi/fixture-pay/en.overlay.yaml']));
    } finally {
      writeFileSync(page, originalPage);
      writeFileSync(definition, originalDefinition);
      rmSync(svg);
    }
  });

  it('builds, and readers find it everywhere a product is', async () => {
    const result = run(['build']);
    expect(result.status, result.stdout.slice(-3000) + result.stderr.slice(-3000)).toBe(0);

    // The home menu lists it after Web Checkout (position 99), in both languages.
    for (const [home, href, title] of [['index.html', '/fixture-pay', 'Cobros de prueba'], ['en.html', '/en/fixture-pay', 'Test charges']] as const) {
      const html = built(home);
      expect(html).toContain(title);
      expect(html.indexOf(`href="${href}"`)).toBeGreaterThan(html.indexOf(`href="${href.replace('fixture-pay', 'checkout')}"`));
    }

    // Guides and the API page in both languages, each with its kind; only the API page has operations,
    // for which the site's code starts the reference's own (src/browser/runtime/main.ts).
    const guide = built('fixture-pay/first-charge.html');
    expect(guide).toContain('data-page-kind="guide"');
    expect(guide).toMatch(/<h1[^>]*>Tu primer cobro<\/h1>/);
    const api = built('en/fixture-pay/api/reference/charges.html');
    expect(api).toContain('data-page-kind="api"');
    expect(api).toContain('id="post-charges"');
    expect(api).toContain('Query a charge');
    const operations = (html: string) => (html.match(/<section[^>]*\bdata-static-html=/g) ?? []).length;
    expect(operations(api)).toBeGreaterThan(0);
    expect(operations(guide)).toBe(0);
    // Its sidebar labels are the pages' own titles.
    expect(built('en/fixture-pay.html')).toContain('>Your first charge<');

    // Search, Markdown twins, llms.txt, sitemap and the definition downloads include it.
    const search = createSearchClient(async (urlPath) => built(urlPath));
    const [charge] = await search.search('Tu primer cobro', { locale: 'es' });
    expect(charge).toMatchObject({ url: '/fixture-pay/first-charge', product: 'Cobros de prueba' });
    const urls = (await search.search('Query a charge', { locale: 'en' })).map((result) => result.url);
    expect(urls.some((url) => url.startsWith('/en/fixture-pay/api/reference/charges'))).toBe(true);
    expect(built('fixture-pay/first-charge.md')).toContain('# Tu primer cobro');
    expect(built('en/llms.txt')).toContain('/en/fixture-pay/first-charge');
    // For agents: its own llms-full.txt, its operations in its API page's Markdown and in the MCP server's catalog.
    expect(built('fixture-pay/llms-full.txt')).toContain('# Tu primer cobro\nSource: ');
    expect(built('llms-full.txt')).toContain('# Tu primer cobro\nSource: ');
    expect(built('en/fixture-pay/api/reference/charges.md')).toContain('`POST /charges`');
    const catalog = JSON.parse(built('agents/operations/en/fixture-pay.json')) as { operations: Array<{ id: string }> };
    expect(catalog.operations.map((operation) => operation.id)).toContain('post-charges');
    expect(built('sitemap.xml')).toContain('/en/fixture-pay/api/reference/charges');
    expect(existsSync(path.join(repo, 'out/openapi/fixture-pay/en/openapi.json'))).toBe(true);

    // Its old URL answers in both languages: a 301 for hosts that read _redirects, a page that sends the reader on for the rest.
    expect(built('_redirects')).toContain('/fixture-pay/primer-cobro /fixture-pay/first-charge 301\n/en/fixture-pay/primer-cobro /en/fixture-pay/first-charge 301\n');
    const moved = built('en/fixture-pay/primer-cobro.html');
    expect(moved).toContain('<meta http-equiv="refresh" content="0; url=/en/fixture-pay/first-charge">');
    expect(moved).toContain('<meta name="robots" content="noindex">');
    expect(moved).toContain('<a href="/en/fixture-pay/first-charge">Your first charge</a>');
    expect(built('sitemap.xml')).not.toContain('primer-cobro');
  });

  it('shows a Spanish-only page at its English URL with the notice of spec §2, in an English frame', () => {
    // Spec §2, word for word; the notice is a UI string of the English dictionary.
    expect(en['untranslated.notice']).toBe('A NOTICE: Since this page is not yet available in English, you will see it in Spanish.');
    const root = parse(built('en/fixture-es.html'));
    const langOf = (element: ReturnType<typeof root.querySelector>) => {
      for (let node = element; node; node = node.parentNode) if (node.getAttribute?.('lang')) return node.getAttribute('lang');
      return undefined;
    };
    expect(root.querySelector('html')?.getAttribute('lang')).toBe('en');
    const notice = root.querySelectorAll('[role="note"]').find((note) => note.text.trim() === en['untranslated.notice']);
    expect(notice, 'the notice').toBeDefined();
    expect(langOf(notice!)).toBe('en');
    // The page's own words are Spanish and marked so; the frame around them is English.
    const title = root.querySelector('h1');
    expect(title?.text.trim()).toBe('Un producto en español');
    expect(langOf(title!)).toBe('es');
    expect(langOf(root.querySelector('article .prose')!)).toBe('es');
    const article = root.querySelector('article')!;
    expect(article.text).toContain('Start here');
    expect(article.text).not.toContain('Empieza aquí');
    expect(root.querySelector(`nav[aria-label="${en['tabs.label']}"]`)?.text).toContain(en['tabs.documentation']);
    // Search engines get the Spanish page: a canonical to it, and no language alternates.
    expect(new URL(root.querySelector('link[rel="canonical"]')!.getAttribute('href')!).pathname).toBe('/fixture-es');
    expect(root.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(0);
    // A written English page has no notice.
    expect(built('en/fixture-pay/first-charge.html')).not.toContain(en['untranslated.notice']);
  });
});
