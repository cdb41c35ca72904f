import { describe, expect, it } from 'vitest';
import { parseUrlList, unresolvedOldUrls } from './replaced-urls';

describe('the replaced site’s URLs', () => {
  it('reads one path per line, skipping blanks and comments', () => {
    expect(parseUrlList('/checkout\n\n# gone\n /gateway \n')).toEqual(['/checkout', '/gateway']);
  });

  it('accepts a page or a redirect to a page and names every other URL', () => {
    const pages = new Set(['/', '/en', '/checkout', '/en/checkout', '/payments/bank-redirects/ceropay']);
    const redirects = new Map([
      ['/payments/external-redirects/ceropay', '/payments/bank-redirects/ceropay'],
      ['/en/payments/external-redirects/ceropay', '/en/payments/bank-redirects/ceropay'],
    ]);
    const old = ['/', '/en', '/checkout', '/en/checkout', '/payments/external-redirects/ceropay', '/en/payments/external-redirects/ceropay', '/ticket/old', '/en/ticket/old'];
    // The English redirect points at a page that was not built: that old URL lands nowhere.
    expect(unresolvedOldUrls(old, pages, redirects)).toEqual(['/en/payments/external-redirects/ceropay', '/ticket/old', '/en/ticket/old']);
  });
});
