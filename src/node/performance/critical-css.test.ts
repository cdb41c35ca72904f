import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { criticalCss, stylesheetsOf, withCriticalCss } from './critical-css';

const SHEET =
  '.used{color:red}.unused{color:blue}.used :not(pre)>code{color:gray}.used>:first-child{margin:0}.card:where(.dark,.dark *){color:white}html.dark .shiki{color:var(--dark)}.open[data-open]{display:block}@media (min-width:40rem){.used{color:green}.gone{top:0}}';

function site() {
  const out = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
  mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true });
  writeFileSync(path.join(out, '_next/static/chunks/s.css'), SHEET);
  return out;
}
const page = '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"><title>t</title></head>' +
  '<body><div class="used card"><p>a <code>b</code></p></div><div class="open" data-tool-eager="">b</div><script data-scripts-after-paint="/client/a.js">load()</script></body></html>';

describe('critical CSS', () => {
  it('writes the rules the page uses into <head>, the dark ones included, and has the loader link the full stylesheet after paint', async () => {
    const out = site();
    const html = await criticalCss(out).inline(page);
    const style = /<head>[\s\S]*<style>([\s\S]*?)<\/style>[\s\S]*<\/head>/.exec(html)?.[1] ?? '';
    expect(style).toContain('.used{color:red}');
    expect(style).toContain('.card:where(.dark,.dark *){color:white}html.dark .shiki{color:var(--dark)}');
    expect(style).toContain('.used{color:green}');
    // Inline code in a paragraph: Beasties alone would try `.used >code` and leave it out.
    expect(style).toContain('.used :not(pre)>code{color:gray}');
    expect(style).not.toContain('.unused');
    expect(style).not.toContain('.gone');
    // A state only the site's code sets is left to the full stylesheet.
    expect(style).not.toContain('[data-open]');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(stylesheetsOf(head)).toEqual([]);
    // Linked by the after-paint loader; readers without scripts get it from <noscript>.
    expect(html).toContain('<script data-scripts-after-paint="/client/a.js" data-styles-after-paint="/_next/static/chunks/s.css">load()</script><noscript><link rel="stylesheet" href="/_next/static/chunks/s.css" data-precedence="next"></noscript></body>');
    // The rest of the page is as Next wrote it.
    expect(html).toContain('<div class="open" data-tool-eager="">b</div>');
    expect(html.startsWith('<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><style>')).toBe(true);
  });

  it('leaves a page without a stylesheet as it is', async () => {
    const out = site();
    const bare = '<!DOCTYPE html><html><head><title>t</title></head><body><p>a</p></body></html>';
    expect(await criticalCss(out).inline(bare)).toBe(bare);
  });

  it('names every stylesheet on the after-paint loader and links them in one <noscript> at the end of <body>, each tag as written', () => {
    const html = '<html><head><link rel="stylesheet" href="/a.css"/><link rel="stylesheet" href="/b.css"/></head><body><p>a</p><script data-scripts-after-paint="/c.js">x</script></body></html>';
    expect(withCriticalCss(html, 'p{}')).toBe('<html><head><style>p{}</style></head><body><p>a</p><script data-scripts-after-paint="/c.js" data-styles-after-paint="/a.css /b.css">x</script><noscript><link rel="stylesheet" href="/a.css"/><link rel="stylesheet" href="/b.css"/></noscript></body></html>');
  });

  it('without a loader, puts the CSS where the first stylesheet was and every stylesheet last in <body>, each tag as written, the rest of the page untouched', () => {
    const html = '<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css" data-precedence="next"/><link rel="stylesheet" href="/b.css"/><title>t</title></head><body><p data-x="">a</p></body></html>';
    expect(withCriticalCss(html, 'p{}')).toBe('<html><head><meta charSet="utf-8"/><style>p{}</style><title>t</title></head><body><p data-x="">a</p><link rel="stylesheet" href="/a.css" data-precedence="next"/><link rel="stylesheet" href="/b.css"/></body></html>');
    const done = '<html><head><style>p{}</style></head><body><link rel="stylesheet" href="/a.css"></body></html>';
    expect(withCriticalCss(done, 'q{}')).toBe(done);
  });
});
