import { describe, expect, it } from 'vitest';
import { staysInTab } from './link-target';

describe('staysInTab', () => {
  it('keeps pages of the site and places on this page in the tab', () => {
    expect(staysInTab('/checkout/create-session')).toBe(true);
    expect(staysInTab('/en/search?q=refund#top')).toBe(true);
    expect(staysInTab('#post-api-session')).toBe(true);
  });

  it('sends other sites to a new tab, protocol-relative ones included', () => {
    expect(staysInTab('https://github.com/ondapay')).toBe(false);
    expect(staysInTab('//evil.example/checkout')).toBe(false);
    expect(staysInTab('mailto:soporte@ondapay.dev')).toBe(false);
    expect(staysInTab('')).toBe(false);
  });
});
