import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pageCsp, runsAsScript, withCspMeta } from './csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const html = '<!DOCTYPE html><html><head><script>a()</script><script src="/x.js"></script></head><body><script>self.__next_f.push([1,"<b>"])</script><script type="application/ld+json">{}</script></body></html>';

describe('csp', () => {
  it('hashes every inline script, not external ones or data blocks', () => {
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('self.__next_f.push([1,"<b>"])')]);
  });

  it('hashes every script type a browser runs: an empty type, modules, import maps', () => {
    const page = '<html><head><script type="">a()</script><script type="module">b()</script><script type="importmap">{"imports":{}}</script><script type="text/x-template">c</script></head></html>';
    expect(inlineScriptHashes(page)).toEqual([sha('a()'), sha('b()'), sha('{"imports":{}}')]);
    expect(['', ' Text/JavaScript ', 'application/x-javascript', 'speculationrules'].every(runsAsScript)).toBe(true);
    expect(['application/ld+json', 'text/plain', 'javascript'].some(runsAsScript)).toBe(false);
  });

  it('hashes a script with CR LF line breaks as the browser sees it, with LF', () => {
    expect(inlineScriptHashes('<html><head><script>a();\r\nb();\rc();</script></head></html>')).toEqual([sha('a();\nb();\nc();')]);
  });

  it('allows only this site and those scripts, never unsafe-inline scripts', () => {
    const policy = pageCsp(html);
    expect(policy).toContain(`script-src 'self' ${sha('a()')}`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("object-src 'none'");
  });

  it('allows a configured analytics origin', () => {
    expect(pageCsp(html, ['https://analytics.example'])).toMatch(/script-src 'self' [^;]* https:\/\/analytics\.example/);
  });

  it('puts the meta tag first in head, once', () => {
    const once = withCspMeta(html);
    expect(once.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(once.indexOf('<script>'));
    expect(withCspMeta(once)).toBe(once);
  });
});
