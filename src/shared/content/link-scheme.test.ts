import { describe, expect, it } from 'vitest';
import { isAllowedHref, linkScheme } from './link-scheme';

describe('the link allow-list', () => {
  it('allows http(s), mailto and tel addresses and links with no scheme', () => {
    for (const href of ['https://ondapay.dev/x', 'HTTP://example.com', 'mailto:soporte@ondapay.dev', 'tel:+5712345', '/checkout/create-session', '#pasos', '?q=1', 'create-session', './a', '../b', '']) {
      expect(isAllowedHref(href), href).toBe(true);
    }
  });

  it('refuses every other scheme, however it is spelled', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', '\u0001javascript:x', 'java\tscript:x', 'java\nscript:x', 'data:text/html,<script>x</script>', 'vbscript:msgbox', 'file:///etc/passwd', 'blob:https://x/y']) {
      expect(isAllowedHref(href), JSON.stringify(href)).toBe(false);
    }
  });

  it('refuses links that leave the site without a scheme', () => {
    expect(isAllowedHref('//evil.example/x')).toBe(false);
    expect(isAllowedHref('/\\evil.example/x')).toBe(false);
    expect(isAllowedHref('\\\\evil.example')).toBe(false);
  });

  it('reads the scheme as a browser does', () => {
    expect(linkScheme(' JavaScript:x')).toBe('javascript');
    expect(linkScheme('/a:b')).toBeUndefined();
    expect(linkScheme('javascript%3Ax')).toBeUndefined();
  });
});
