import { describe, expect, it } from 'vitest';
import { checkLinks, fileCandidates, readBuiltPage } from './links';

const origin = 'https://docs.example';
const pages = [
  readBuiltPage('/', '<a href="/checkout#cómo-funciona">x</a><a href="/en">en</a><link rel="canonical" href="https://docs.example/">'),
  readBuiltPage('/en', '<a href="#top" id="top">top</a><script src="/_next/static/app.js"></script>'),
  readBuiltPage('/checkout', '<h2 id="cómo-funciona">Cómo funciona</h2><a href="https://forms.example/f" target="_blank" rel="noopener noreferrer">f</a>'),
];
const files = new Set(['_next/static/app.js', 'sitemap.xml']);

describe('checkLinks', () => {
  it('accepts links, assets and fragments that resolve', () => {
    expect(checkLinks(pages, (f) => files.has(f), origin)).toEqual([]);
  });

  it('reports a missing page, a missing fragment, a missing asset and an unsafe new tab', () => {
    const broken = [
      ...pages,
      readBuiltPage(
        '/broken',
        '<a href="/nope">a</a><a href="/checkout#missing">b</a><img src="/img/x.png" alt=""><a href="https://x.example" target="_blank">c</a><a href="//evil.example/x">d</a>',
      ),
    ];
    expect(checkLinks(broken, (f) => files.has(f), origin).map((p) => `${p.page}: ${p.message}`)).toEqual([
      '/broken: <a href="/nope"> points at /nope, which the build does not contain.',
      '/broken: <a href="/checkout#missing"> points at #missing, but /checkout has no element with that id.',
      '/broken: <a href="https://x.example"> opens a new tab without rel="noopener noreferrer".',
      '/broken: <img src="/img/x.png"> points at /img/x.png, which the build does not contain.',
    ]);
  });

  it('checks the scripts and stylesheets a page requests after first paint like any other', () => {
    const page = readBuiltPage('/late', '<script data-scripts-after-paint="/_next/static/app.js /_next/static/gone.js" data-styles-after-paint="/_next/static/gone.css">load()</script>');
    expect(checkLinks([...pages, page], (f) => files.has(f), origin).map((p) => p.message)).toEqual([
      '<script data-scripts-after-paint="/_next/static/gone.js"> points at /_next/static/gone.js, which the build does not contain.',
      '<script data-styles-after-paint="/_next/static/gone.css"> points at /_next/static/gone.css, which the build does not contain.',
    ]);
  });
});

describe('checkLinks on code loaded later', () => {
  it('checks the fragment a code block fetches when shown', () => {
    const page = readBuiltPage('/api', '<pre data-code-src="/code/abc.txt"></pre><pre data-code-src="/code/gone.txt"></pre>');
    expect(checkLinks([...pages, page], (f) => files.has(f) || f === 'code/abc.txt', origin).map((p) => p.message)).toEqual([
      '<pre data-code-src="/code/gone.txt"> points at /code/gone.txt, which the build does not contain.',
    ]);
  });
});

describe('checkLinks on API panels fetched when chosen', () => {
  const parts: Record<string, string> = {
    '/code/status.txt': '<div id="post-x-response-409"><a href="/checkout#cómo-funciona">ok</a><a href="/nowhere">broken</a><div data-part-src="/code/variant.txt"></div></div>',
    '/code/variant.txt': '<p id="variant-b">B</p>',
  };
  const page = readBuiltPage('/api', '<div data-panel="1" hidden data-part-src="/code/status.txt"></div><div data-part-src="/code/gone.txt"></div>', (src) => parts[src]);
  const exists = (f: string) => files.has(f) || f === 'code/status.txt' || f === 'code/variant.txt';

  it('counts the ids inside a panel, and inside the panels it holds, as the page\'s', () => {
    expect(page.ids).toEqual(new Set(['post-x-response-409', 'variant-b']));
    const linking = readBuiltPage('/guide', '<a href="/api#post-x-response-409">409</a><a href="/api#variant-b">B</a>');
    expect(checkLinks([...pages, page, linking], exists, origin).filter((p) => p.page === '/guide')).toEqual([]);
  });

  it('checks the links inside a panel, and that every panel is in the build', () => {
    expect(checkLinks([...pages, page], exists, origin).map((p) => p.message)).toEqual([
      '<div data-part-src="/code/gone.txt"> points at /code/gone.txt, which the build does not contain.',
      '<a href="/nowhere"> points at /nowhere, which the build does not contain.',
    ]);
  });
});

describe('fileCandidates', () => {
  it('follows clean URLs the way the static server does', () => {
    expect(fileCandidates('/')).toEqual(['index.html']);
    expect(fileCandidates('/en/checkout')).toEqual(['en/checkout', 'en/checkout.html', 'en/checkout/index.html']);
  });

  it('follows a redirect to the page it declares, and checks the fragment there', () => {
    const redirects = new Map([['/old', '/checkout'], ['/old-anchor', '/checkout#missing']]);
    const page = readBuiltPage('/moved', '<a href="/old#cómo-funciona">a</a><a href="/old#gone">b</a><a href="/old-anchor">c</a>');
    expect(checkLinks([...pages, page], (f) => files.has(f), origin, redirects).map((p) => p.message)).toEqual([
      '<a href="/old#gone"> points at #gone, but /checkout has no element with that id.',
      '<a href="/old-anchor"> points at #missing, but /checkout has no element with that id.',
    ]);
  });
});
