import { describe, expect, it } from 'vitest';
import { budgetProblems, budgetTargetProblems, gzipSize, kindOf, weighPage, type Budgets } from './budgets';

const assets: Record<string, string> = {
  '/a.js': 'a'.repeat(5000),
  '/client/site-1.js': 'import"./chunk-2.js";import("./dialogs-3.js");',
  '/client/chunk-2.js': 'console.log(1)',
  '/client/dialogs-3.js': 'x'.repeat(9000),
  '/s.css': 'body{}',
};
const read = (path: string) => Buffer.from(assets[path] ?? '');
const html = '<html><head><link rel="stylesheet" href="/s.css"><script src="/a.js"></script><script src="/a.js"></script></head><body><script data-scripts-after-paint="/client/site-1.js">load()</script></body></html>';

describe('weighPage', () => {
  it('counts each script once, the site’s code with what it imports at once (not what a press loads), and the stylesheets', () => {
    const weight = weighPage('/checkout/x', html, read);
    expect(weight).toEqual({
      url: '/checkout/x',
      kind: 'guide',
      javascript: gzipSize(assets['/a.js']!) + gzipSize(assets['/client/site-1.js']!) + gzipSize(assets['/client/chunk-2.js']!),
      css: gzipSize(assets['/s.css']!),
      stylesheets: 1,
      criticalCss: 0,
      html: gzipSize(html),
      // html, head, link, two scripts, body, script.
      elements: 7,
    });
  });

  it('counts only stylesheets in <head> as holding back the first paint, and weighs the critical CSS', () => {
    const critical = '<html><head><style>body{margin:0}</style></head><body><p>x</p><link rel="stylesheet" href="/s.css"></body></html>';
    const weight = weighPage('/checkout/x', critical, read);
    expect(weight.stylesheets).toBe(0);
    expect(weight.css).toBe(gzipSize(assets['/s.css']!));
    expect(weight.criticalCss).toBe(gzipSize('body{margin:0}'));
  });

  it('weighs the stylesheet the after-paint loader links, once, and not its <noscript> twin as a second', () => {
    const afterPaint = '<html><head><style>p{}</style></head><body><p>x</p><script data-scripts-after-paint="/client/site-1.js" data-styles-after-paint="/s.css">load()</script><noscript><link rel="stylesheet" href="/s.css"></noscript></body></html>';
    const weight = weighPage('/checkout/x', afterPaint, read);
    expect(weight.stylesheets).toBe(0);
    expect(weight.css).toBe(gzipSize(assets['/s.css']!));
  });

  it('counts the page’s elements, not those waiting in a template', () => {
    const page = '<html><head></head><body><button>Menu</button><template><dialog><nav><a href="/">a</a><a href="/b">b</a></nav></dialog></template><main><p>x</p><pre><code><span class="sk1">"a"</span></code></pre></main></body></html>';
    // html, head, body, button, template, main, p, and the code sample's pre, code and span.
    expect(weighPage('/x', page, read).elements).toBe(10);
  });
  it('classifies pages', () => {
    expect(kindOf('/')).toBe('home');
    expect(kindOf('/en')).toBe('home');
    expect(kindOf('/search')).toBe('search');
    expect(kindOf('/en/search')).toBe('search');
    expect(kindOf('/codes')).toBe('codes');
    expect(kindOf('/en/codes')).toBe('codes');
    // A documentation page says its kind in its markup, wherever its URL is.
    const main = (kind: string) => `<body><main id="main" tabindex="-1" data-page-kind="${kind}" class="pt-8"></main></body>`;
    expect(kindOf('/en/checkout/api/reference/session', main('api'))).toBe('api');
    expect(kindOf('/core/reference/merchant', main('api'))).toBe('api');
    expect(kindOf('/checkout/create-session', main('guide'))).toBe('guide');
    expect(kindOf('/checkout/create-session')).toBe('guide');
    expect(kindOf('/gateway/testing-card', `${main('guide').replace('</main>', '<div data-tool="test-cards" data-tool-eager="">')}</div></main>`)).toBe('explorer');
  });
});

describe('budgetProblems', () => {
  const budgets: Budgets = { javascriptGzipBytes: { home: 100, guide: 100, api: 200, search: 100, codes: 100, explorer: 100 }, cssGzipBytes: 50, stylesheetsPerPage: 1, criticalCssGzipBytes: 40, htmlGzipBytes: { home: 1000, guide: 1000, api: 2000, search: 1000, codes: 1000, explorer: 1000 }, elementsPerPage: { home: 100, guide: 100, api: 500, search: 100, codes: 100, explorer: 100 }, searchIndexGzipBytes: { manifest: 10, shard: 10, document: 10, firstQuery: 30 }, bareNextJavascriptGzipBytes: 90 };
  it('names the page, the figure and the limit', () => {
    expect(
      budgetProblems([{ url: '/x', kind: 'guide', javascript: 150, css: 10, stylesheets: 1, criticalCss: 41, html: 10, elements: 90 }, { url: '/y', kind: 'api', javascript: 150, css: 60, stylesheets: 2, criticalCss: 40, html: 10, elements: 501 }], budgets, {
        es: { manifest: 11, largestShard: 5, largestVocabulary: 12, largestDocument: 3, firstQuery: 31, heaviestQuery: 'pago' },
        en: { manifest: 1, largestShard: 1, largestVocabulary: 1, largestDocument: 1, firstQuery: 3, heaviestQuery: 'payment' },
      }),
    ).toEqual([
      '/x: JavaScript 150 B gzip is over the guide budget of 100 B.',
      '/x: critical CSS 41 B gzip is over the budget of 40 B. Every rule its markup matches is written into the page: fewer distinct utilities (a short class in a stylesheet for repeated lists, as api.css does) make it smaller.',
      '/y: CSS 60 B gzip is over the budget of 50 B.',
      '/y: links 2 stylesheet(s) in <head>, where each holds back the first paint, over the budget of 1. scripts/finish-output.ts writes a page\'s critical CSS in and has the after-paint loader link the stylesheet (critical-css.ts); add a stylesheet\'s source to STYLESHEET.sources in src/node/build/tailwind-css.ts instead of importing it from a component.',
      '/y: 501 elements, over the api budget of 500. Split the page (an API tag into smaller pages), or load what a reader has not asked for when asked (a variant, a status, nested attributes: switch-html.ts).',
      'search index (es): manifest 11 B gzip is over the budget of 10 B.',
      'search index (es): largest term or vocabulary shard 12 B gzip is over the budget of 10 B.',
      'search index (es): first query ("pago") 31 B gzip is over the budget of 30 B.',
    ]);
  });

  it('refuses budgets set above the issue targets', () => {
    const base: Budgets = { javascriptGzipBytes: { home: 140000, guide: 144000, api: 149000, search: 149000, codes: 144000, explorer: 144000 }, cssGzipBytes: 1, stylesheetsPerPage: 1, criticalCssGzipBytes: 1, htmlGzipBytes: { home: 1, guide: 1, api: 1, search: 1, codes: 1, explorer: 1 }, elementsPerPage: { home: 1, guide: 1, api: 1, search: 1, codes: 1, explorer: 1 }, searchIndexGzipBytes: { manifest: 1, shard: 1, document: 1, firstQuery: 1 }, bareNextJavascriptGzipBytes: 134000 };
    expect(budgetTargetProblems(base)).toEqual([]);
    const loose = { ...base, javascriptGzipBytes: { ...base.javascriptGzipBytes, guide: 145000, api: 151000 } };
    expect(budgetTargetProblems(loose)).toEqual([
      'budgets.json: the guide JavaScript budget 145000 B is above the target of a bare Next page + 10 KiB (144240 B). Lower it and make the code fit.',
      'budgets.json: the api JavaScript budget 151000 B is above the target of 150000 B.',
    ]);
  });
});
