import { describe, expect, it } from 'vitest';
import { fontPreloadsIn, withFontPreloads } from './font-preload';

const PRELOAD = '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>';
const STYLESHEET = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';
const page = (head: string, body = '<p>Hola</p>') => `<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>${head}<title>x</title></head><body>${body}</body></html>`;

describe('fontPreloadsIn', () => {
  it('finds the font preloads of the head, in any attribute order', () => {
    const reordered = '<link as="font" rel="preload" href="/b.woff2" crossorigin=""/>';
    expect(fontPreloadsIn(page(`${PRELOAD}${STYLESHEET}${reordered}`))).toEqual([PRELOAD, reordered]);
  });

  it('takes neither another preload nor a tag in the body', () => {
    const script = '<link rel="preload" href="/a.js" as="script"/>';
    expect(fontPreloadsIn(page(`${script}${STYLESHEET}`, PRELOAD))).toEqual([]);
  });
});

describe('withFontPreloads', () => {
  it('puts the missing preload before the stylesheet, where the browser finds it first', () => {
    const finished = withFontPreloads(page(STYLESHEET), [PRELOAD]);
    expect(finished).toBe(page(`${PRELOAD}${STYLESHEET}`));
    expect(fontPreloadsIn(finished)).toEqual([PRELOAD]);
  });

  it('leaves a page that has it as it is', () => {
    const html = page(`${PRELOAD}${STYLESHEET}`);
    expect(withFontPreloads(html, [PRELOAD])).toBe(html);
    expect(withFontPreloads(page(STYLESHEET), [])).toBe(page(STYLESHEET));
  });

  it('ends the head with it when the page has no stylesheet', () => {
    expect(withFontPreloads(page(''), [PRELOAD])).toBe(page('').replace('</head>', `${PRELOAD}</head>`));
  });

  it('refuses a page without a head', () => {
    expect(() => withFontPreloads('<p>x</p>', [PRELOAD])).toThrow('no </head>');
  });
});
