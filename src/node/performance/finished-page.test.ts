import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { earlyInputScriptFor } from './early-input-in-page';
import { finishedPageProblems, finishedSiteProblems, type FinishedBuild } from './finished-page';
import { afterPaintLoader, SCRIPTS_ATTRIBUTE } from '../../browser/inline/scripts-after-paint';
import { siteInlineScripts } from '../security/site-scripts';

const HOME = 'index.html';
const GUIDE = 'checkout/how-checkout-works.html';
const API = 'en/checkout/api/reference/gateway/token.html';
const NOT_FOUND = '404.html';

// Pages and facts captured from a real `npm run build` (scripts/capture-finished-fixtures.ts).
const fixture = (file: string) => readFileSync(new URL(`../../../tests/fixtures/finished-site/${file}`, import.meta.url), 'utf8');
const captured = JSON.parse(fixture('build.json')) as { pages: string[]; modules: string[]; parts: string[]; client: string };
const build: FinishedBuild = { exists: (url) => captured.modules.includes(url) || captured.parts.includes(url), client: captured.client, siteScripts: siteInlineScripts() };
const urlOf = (file: string) => (file === HOME ? '/' : `/${file.replace(/\.html$/, '')}`);
const page = (file: string) => ({ name: `out/${file}`, url: urlOf(file), html: fixture(file), notFound: file === NOT_FOUND });


const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The four captured pages with one of them changed, checked as the build checks them. */
function breakPage(file: string, change: (html: string) => string): string[] {
  const broken = change(fixture(file));
  expect(broken).not.toBe(fixture(file));
  return finishedSiteProblems(captured.pages.map((name) => (name === file ? { ...page(name), html: broken } : page(name))), build);
}
const once = (html: string, find: string, replace: string) => {
  expect(html.split(find)).toHaveLength(2);
  // A function, so `$'` in a script (React's `__reactFiber$'`) is not read as a replacement pattern.
  return html.replace(find, () => replace);
};
const loaderOf = (html: string) => /<script data-scripts-after-paint="[^"]*"[^>]*>[\s\S]*?<\/script>/.exec(html)![0];

describe('finished pages of a real build', () => {
  it('are the four kinds the check must know: home, a guide, an API page, the 404 page, each requesting the site’s code', () => {
    expect(captured.pages).toEqual([HOME, GUIDE, API, NOT_FOUND]);
    for (const file of captured.pages) expect(fixture(file)).toContain(`${SCRIPTS_ATTRIBUTE}="${captured.client}"`);
  });

  it('pass the check as the build left them', () => {
    expect(finishedSiteProblems(captured.pages.map(page), build)).toEqual([]);
  });
});

describe('finishedSiteProblems fails, naming the page', () => {
  it('when a Next chunk is put back as a script tag', () => {
    const tag = '<script src="/_next/static/chunks/2ao1xk_nv7t5p.js" async=""></script>';
    expect(breakPage(GUIDE, (html) => html.replace('</head>', `${tag}</head>`))).toEqual([
      `out/${GUIDE}: still has Next's client: <script src="/_next/static/chunks/2ao1xk_nv7t5p.js">. No page starts it; the site's own code runs the page (src/browser/runtime/main.ts).`,
    ]);
  });

  it('when Next’s React payload is put back', () => {
    const payload = '<script>self.__next_f.push([1,"0:{}"])</script>';
    expect(breakPage(HOME, (html) => html.replace('</body>', `${payload}</body>`))[0]).toBe(
      `out/${HOME}: still has Next's client: ${JSON.stringify('self.__next_f.push([1,"0:{}"])')}. No page starts it; the site's own code runs the page (src/browser/runtime/main.ts).`,
    );
  });

  it('when a Next chunk’s preload is put back', () => {
    const preload = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/1geu5qwkc9c4n.js"/>';
    expect(breakPage(HOME, (html) => html.replace('</head>', `${preload}</head>`))).toEqual([
      `out/${HOME}: still preloads a Next chunk: <link rel="preload" href="/_next/static/chunks/1geu5qwkc9c4n.js">.`,
    ]);
  });

  it('when the loader is removed', () => {
    expect(breakPage(NOT_FOUND, (html) => once(html, loaderOf(html), ''))).toEqual([
      `out/${NOT_FOUND}: has no after-paint loader (<script ${SCRIPTS_ATTRIBUTE}>), so the site's code never runs on it.`,
      // Its hash stays in the policy with nothing to match.
      expect.stringMatching(new RegExp(`^out/${NOT_FOUND}: the policy's script-src allows 'sha256-[^']+', the SHA-256 hash of no inline script of the page\\.$`)),
      // And the stylesheet it linked: only readers without scripts would get it.
      expect.stringMatching(new RegExp(`^out/${NOT_FOUND}: links /_next/static/chunks/\\w+\\.css for readers without scripts, but its after-paint loader does not link it`)),
    ]);
  });

  it('when the loader is doubled', () => {
    expect(breakPage(GUIDE, (html) => html.replace('</body>', `${loaderOf(html)}</body>`))).toEqual([`out/${GUIDE}: has 2 after-paint loaders; one must request the site's code.`]);
  });

  it('when the loader’s text is not the loader', () => {
    const at = afterPaintLoader.indexOf('d.head.appendChild(e)');
    expect(breakPage(HOME, (html) => once(html, 'd.head.appendChild(e)', 'd.body.appendChild(e)'))).toEqual([
      `out/${HOME}: an after-paint loader's text differs from afterPaintLoader (scripts-after-paint.ts) from character ${at + 2}: ${JSON.stringify(afterPaintLoader.slice(at + 2).replace('head', 'body').slice(0, 60) + '…')}.`,
      // Its new text is no script of the site's, and the old one's hash matches nothing.
      expect.stringMatching(new RegExp(`^out/${HOME}: inline script \\d+ of \\d+ \\("\\(function\\(\\)\\{var d=document.*is not one of the site's own`)),
      expect.stringMatching(new RegExp(`^out/${HOME}: the policy's script-src allows 'sha256-[^']+', the SHA-256 hash of no inline script`)),
    ]);
  });

  it('when the loader requests a script the build does not have, or an empty entry', () => {
    // The list is an attribute, outside the hashed text: only the list is wrong.
    expect(breakPage(HOME, (html) => once(html, `${SCRIPTS_ATTRIBUTE}="`, `${SCRIPTS_ATTRIBUTE}="/client/gone.js  `))).toEqual([
      `out/${HOME}: an after-paint loader's ${SCRIPTS_ATTRIBUTE} list is empty or has an empty entry (a doubled, leading or trailing space).`,
      `out/${HOME}: the after-paint loader requests /client/gone.js, not in the build output.`,
    ]);
  });

  it('when the loader does not request the site’s code', () => {
    const other = captured.modules.find((url) => url !== captured.client)!;
    expect(breakPage(GUIDE, (html) => once(html, `${SCRIPTS_ATTRIBUTE}="${captured.client}"`, `${SCRIPTS_ATTRIBUTE}="${other}"`))).toEqual([
      `out/${GUIDE}: its after-paint loader does not request the site's code, ${captured.client}.`,
    ]);
  });

  it('when an inline script is not one of the site’s own, with its hash in the policy or not (P1)', () => {
    const message = (text: string) => new RegExp(`^out/${GUIDE}: inline script \\d+ of \\d+ \\(${text}\\) is not one of the site's own \\(src/node/security/site-scripts\\.ts\\)\\.`);
    expect(breakPage(GUIDE, (html) => html.replace('</body>', '<script>alert(1)</script></body>'))).toEqual([expect.stringMatching(message('"alert\\(1\\)"'))]);
    expect(breakPage(GUIDE, (html) => once(html, "script-src 'self' ", `script-src 'self' ${sha('alert(1)')} `).replace('</body>', '<script>alert(1)</script></body>'))).toEqual([expect.stringMatching(message('"alert\\(1\\)"'))]);
  });

  it('when an inline module script is added: the browser runs it too', () => {
    expect(breakPage(GUIDE, (html) => html.replace('</body>', '<script type="module">go()</script><script type="application/ld+json">{}</script></body>'))).toEqual([
      expect.stringMatching(new RegExp(`^out/${GUIDE}: inline script \\d+ of \\d+ \\("go\\(\\)"\\) is not one of the site's own`)),
    ]);
  });

  it('when one of the site’s own scripts has no hash in the policy', () => {
    expect(breakPage(GUIDE, (html) => once(html, sha(afterPaintLoader), ''))).toEqual([
      expect.stringMatching(new RegExp(`^out/${GUIDE}: inline script \\d+ of \\d+ \\("\\(function\\(\\)\\{var d=document.*has no hash in the policy's script-src, so the browser blocks it\\.$`)),
    ]);
  });

  it('when the policy allows a hash of a script that is not there', () => {
    const ghost = sha('removed()');
    expect(breakPage(API, (html) => once(html, "script-src 'self' ", `script-src 'self' ${ghost} `))).toEqual([
      `out/${API}: the policy's script-src allows ${ghost}, the SHA-256 hash of no inline script of the page.`,
    ]);
  });

  it('when the policy is missing, or comes after a script', () => {
    const meta = (html: string) => /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/.exec(html)![0];
    expect(breakPage(HOME, (html) => once(html, meta(html), ''))).toEqual([`out/${HOME}: has no Content-Security-Policy meta tag.`]);
    expect(breakPage(HOME, (html) => html.replace(meta(html), '').replace('</head>', `${meta(html)}</head>`))).toEqual([
      `out/${HOME}: its Content-Security-Policy meta tag comes after a script, which the policy then does not cover.`,
    ]);
  });

  it('when the critical CSS is not allowed by its hash, or styles are allowed inline', () => {
    const style = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(breakPage(GUIDE, (html) => once(html, sha(style(html)), ''))).toEqual([
      expect.stringMatching(new RegExp(`^out/${GUIDE}: inline <style> 1 of 1 \\(".*"\\) has no hash in the policy's style-src, so the browser ignores it\\.$`)),
    ]);
    expect(breakPage(GUIDE, (html) => once(html, "style-src 'self'", "style-src 'self' 'unsafe-inline'"))).toEqual([
      `out/${GUIDE}: its policy's style-src allows 'unsafe-inline': any inline <style> put in the page would apply. The critical CSS is allowed by its hash (csp.ts).`,
    ]);
    expect(breakPage(GUIDE, (html) => html.replace(`<style>${style(html)}</style>`, () => '<style>p{}</style>'))).toEqual([
      `out/${GUIDE}: inline <style> 1 of 1 ("p{}") has no hash in the policy's style-src, so the browser ignores it.`,
      `out/${GUIDE}: the policy's style-src allows ${sha(style(fixture(GUIDE)))}, the SHA-256 hash of no inline <style> of the page.`,
    ]);
  });

  it('when the stylesheet is linked in <head>, in <body> outside <noscript>, or not by both the loader and the <noscript>', () => {
    const link = (html: string) => /<link rel="stylesheet"[^>]*>/.exec(html)![0];
    const href = (html: string) => /href="([^"]+)"/.exec(link(html))![1]!;
    const fallback = (html: string) => `<noscript>${link(html)}</noscript>`;
    expect(breakPage(API, (html) => once(html, fallback(html), '').replace('</head>', `${link(html)}</head>`))).toEqual([
      `out/${API}: links a stylesheet in <head>, so its first paint waits for it (scripts/finish-output.ts writes the critical CSS in and has the after-paint loader link the stylesheet).`,
      `out/${API}: its after-paint loader links ${href(fixture(API))}, but no <noscript> links it for readers without scripts.`,
    ]);
    expect(breakPage(API, (html) => once(html, fallback(html), link(html)))).toEqual([
      `out/${API}: links a stylesheet in <body> outside <noscript>: it is requested at the highest priority while the page parses, beside the page (critical-css.ts names it on the after-paint loader's data-styles-after-paint instead).`,
      `out/${API}: its after-paint loader links ${href(fixture(API))}, but no <noscript> links it for readers without scripts.`,
    ]);
    expect(breakPage(GUIDE, (html) => once(html, ` data-styles-after-paint="${href(html)}"`, ''))).toEqual([
      `out/${GUIDE}: links ${href(fixture(GUIDE))} for readers without scripts, but its after-paint loader does not link it (data-styles-after-paint), so it never applies with scripts on.`,
    ]);
  });

  it('when the early-input script is missing, doubled, in the other language or out of <head>', () => {
    const early = (locale: 'es' | 'en') => `<script>${earlyInputScriptFor(locale)}</script>`;
    expect(breakPage(GUIDE, (html) => once(html, early('es'), ''))).toEqual([
      expect.stringMatching(/^out\/checkout\/how-checkout-works\.html: has 0 early-input scripts/),
      expect.stringMatching(/^out\/checkout\/how-checkout-works\.html: the policy's script-src allows 'sha256-/),
    ]);
    expect(breakPage(GUIDE, (html) => once(html, early('es'), early('es') + early('es')))[0]).toMatch(/has 2 early-input scripts/);
    expect(breakPage(API, (html) => once(html, early('en'), early('es')))[0]).toMatch(/en\/checkout\/api\/reference\/gateway\/token\.html: its early-input script is not earlyInputScriptFor\('en'\)/);
    expect(breakPage(HOME, (html) => once(once(html, early('es'), ''), '</body>', `${early('es')}</body>`))[0]).toMatch(/^out\/index\.html: its early-input script is not in <head>/);
  });

  it('when a not-found page has the early-input script: its Ctrl/Cmd+K must reach the browser', () => {
    const problems = breakPage(NOT_FOUND, (html) => once(html, '</head>', `<script>${earlyInputScriptFor('es')}</script></head>`));
    expect(problems[0]).toMatch(/^out\/404\.html: is a not-found page with the early-input script/);
  });

  it('when a page declares another page’s Markdown twin, or none', () => {
    const twin = 'https://docs.ondapay.dev/checkout/how-checkout-works.md';
    const link = (href: string) => `<link rel="alternate" type="text/markdown" href="${href}"/>`;
    expect(breakPage(GUIDE, (html) => once(html, link(twin), link('https://docs.ondapay.dev/checkout.md')))).toEqual([
      `out/${GUIDE}: declares its Markdown twin as /checkout.md; it is /checkout/how-checkout-works.md.`,
    ]);
    expect(breakPage(GUIDE, (html) => once(html, link(twin), ''))).toEqual([
      `out/${GUIDE}: declares 0 Markdown twins (<link rel="alternate" type="text/markdown">); a page declares exactly one.`,
    ]);
  });

  it('when an API operation is left empty, or one of its panels is not beside the page', () => {
    const [part] = captured.parts;
    expect(part).toBeDefined();
    expect(finishedPageProblems(fixture(API), { ...build, exists: (url) => url !== part && build.exists(url) })).toEqual([
      `one of its API panels, ${part}, is not in out/: choosing it would fail (scripts/finish-output.ts copies each operation's parts).`,
    ]);
    const emptied = fixture(API).replace(/(<section\b[^>]*data-operation-src="([^"]+)"[^>]*>)[\s\S]*?(<\/section>)/, '$1$3');
    expect(finishedPageProblems(emptied, build)).toEqual([expect.stringMatching(/^its API operation \/code\/[\w-]+\.txt is empty: the build has no HTML for it/)]);
  });

});

describe('finishedPageProblems reads markup as a browser does', () => {
  const early = earlyInputScriptFor('es');
  const fallback = /<noscript>[\s\S]*?<\/noscript>/.exec(fixture(HOME))![0];
  const minimal = (head: string, body = '') => `<!DOCTYPE html><html lang="es"><head>${head}<script>${early}</script></head><body>${body}${loaderOf(fixture(HOME))}${fallback}</body></html>`;
  const policy = (...scripts: string[]) => `<meta http-equiv="Content-Security-Policy" content="script-src 'self' ${[...scripts, early].map(sha).join(' ')}"/>`;
  const loaderText = /<script [^>]*>([\s\S]*?)<\/script>/.exec(loaderOf(fixture(HOME)))![1]!;
  // The scripts these pages hold stand for the site's own.
  const knowing = (...scripts: string[]): FinishedBuild => ({ ...build, siteScripts: new Map([...build.siteScripts, ...scripts.map((text) => [text, 'a test script'] as const)]) });

  it('hashes a script’s text with its line breaks as the parser leaves them (CR LF becomes LF)', () => {
    expect(finishedPageProblems(minimal(`${policy('a();\nb();', loaderText)}<script>a();\r\nb();</script>`), knowing('a();\nb();'))).toEqual([]);
  });

  it('does not take a tag written inside a script, a style or a comment for a tag', () => {
    const body = `<script>var s = '<script src="/_next/static/chunks/x.js"><\\/script>';</script><style>a::after{content:'<link rel="modulepreload" href="/_next/static/chunks/y.js">'}</style><!-- <script src="/_next/static/chunks/z.js"></script> -->`;
    const script = `var s = '<script src="/_next/static/chunks/x.js"><\\/script>';`;
    const css = `a::after{content:'<link rel="modulepreload" href="/_next/static/chunks/y.js">'}`;
    const withStyle = policy(script, loaderText).replace('"/>', `; style-src 'self' ${sha(css)}"/>`);
    expect(finishedPageProblems(minimal(withStyle, body), knowing(script))).toEqual([]);
  });

});
