import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScripts, inlineStyles, pageCsp, runsAsScript, withCspMeta } from './csp';
import { siteInlineScripts } from './site-scripts';
import { themeInitScript } from '../../browser/inline/theme-init-script';
import { afterPaintLoader } from '../../browser/inline/scripts-after-paint';
import { analyticsLoader } from '../../browser/inline/analytics';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const site = siteInlineScripts();
const page = (...scripts: string[]) => `<!DOCTYPE html><html><head><script>${themeInitScript}</script><script src="/x.js"></script></head><body>${scripts.join('')}<script>${afterPaintLoader}</script><script type="application/ld+json">{}</script></body></html>`;

describe('csp', () => {
  it('reads every inline script a browser runs, not external ones or data blocks', () => {
    const html = '<html><head><script type="">a()</script><script type="module">b()</script><script type="importmap">{"imports":{}}</script><script type="text/x-template">c</script><script src="/d.js"></script></head></html>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()', '{"imports":{}}']);
    expect(['', ' Text/JavaScript ', 'application/x-javascript', 'speculationrules'].every(runsAsScript)).toBe(true);
    expect(['application/ld+json', 'text/plain', 'javascript'].some(runsAsScript)).toBe(false);
  });

  it('reads every inline <style>, its text as written', () => {
    expect(inlineStyles('<html><head><style>a{color:red}</style><link rel="stylesheet" href="/s.css"></head><body><style>b>i{}</style></body></html>')).toEqual(['a{color:red}', 'b>i{}']);
  });

  it('allows the site’s own inline scripts by hash, names default-src and script-src, never unsafe-inline scripts', () => {
    const { policy, unknownScripts } = pageCsp(page(), site);
    expect(policy).toMatch(/^default-src 'self'; /);
    expect(policy).toContain(`script-src 'self' ${sha(themeInitScript)} ${sha(afterPaintLoader)};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("object-src 'none'");
    expect(unknownScripts).toEqual([]);
  });

  it('allows no other inline script, whatever put it in the page, and names it (P1)', () => {
    const stolen = "fetch('/x?c='+sessionStorage.getItem('ondapay-docs:test-credentials'))";
    const { policy, unknownScripts } = pageCsp(page(`<script>${stolen}</script>`, '<script type="module">go()</script>'), site);
    expect(unknownScripts).toEqual([stolen, 'go()']);
    expect(policy).not.toContain(sha(stolen));
    expect(policy).not.toContain(sha('go()'));
  });

  it('hashes a script with CR LF line breaks as the browser sees it, with LF', () => {
    const scripts = new Map([['a();\nb();', 'a test script']]);
    expect(pageCsp('<html><head><script>a();\r\nb();</script></head></html>', scripts).policy).toContain(sha('a();\nb();'));
  });

  it('allows the analytics loader and its origin only when analytics is configured', () => {
    const loader = analyticsLoader('https://analytics.example/a.js');
    expect(pageCsp(page(`<script>${loader}</script>`), site).unknownScripts).toEqual([loader]);
    const { policy, unknownScripts } = pageCsp(page(`<script>${loader}</script>`), siteInlineScripts('https://analytics.example/a.js'), ['https://analytics.example']);
    expect(unknownScripts).toEqual([]);
    expect(policy).toMatch(/script-src 'self' [^;]*'sha256-[^;]* https:\/\/analytics\.example/);
  });

  it('allows the page’s inline <style> by its hash, never unsafe-inline styles; style attributes by their own directive', () => {
    const critical = 'body{margin:0}.dark body{color:#fff}';
    const { policy } = pageCsp(page().replace('</head>', `<style>${critical}</style></head>`), site);
    expect(policy).toContain(`style-src 'self' ${sha(critical)};`);
    expect(policy).not.toMatch(/style-src [^;]*unsafe-inline/);
    expect(policy).toContain("style-src-attr 'unsafe-inline'");
    expect(pageCsp(page(), site).policy).toContain("style-src 'self';");
  });

  it('puts the meta tag first in head, once', () => {
    const once = withCspMeta(page(), site).html;
    expect(once.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(once.indexOf('<script>'));
    expect(withCspMeta(once, site).html).toBe(once);
  });
});
