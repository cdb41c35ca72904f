import { describe, expect, it } from 'vitest';
import type { Manifest } from './manifest';
import { parseRedirectsFile, redirectProblems, redirectsFile, siteRedirects } from './redirects';

const manifest = (redirects: Manifest['redirects']): Manifest => ({ position: 1, icon: 'credit-card', tabs: [{ id: 'documentation', groups: [{ title: { es: 'A', en: 'A' }, pages: ['/payments'] }] }], redirects });

describe('redirects', () => {
  const pages = new Set(['/payments', '/payments/cash', '/checkout/refund']);

  it('applies each redirect in every locale, keeping the fragment', () => {
    const redirects = siteRedirects({ payments: manifest([{ from: '/payments/old', to: '/checkout/refund#partial' }]) });
    expect(redirects.map(({ from, to }) => [from, to])).toEqual([
      ['/payments/old', '/checkout/refund#partial'],
      ['/en/payments/old', '/en/checkout/refund#partial'],
    ]);
    expect(redirectsFile(redirects)).toBe('/payments/old /checkout/refund#partial 301\n/en/payments/old /en/checkout/refund#partial 301\n');
    expect(parseRedirectsFile(redirectsFile(redirects)).get('/en/payments/old')).toBe('/en/checkout/refund#partial');
  });

  it('accepts redirects to pages', () => {
    expect(redirectProblems({ payments: manifest([{ from: '/payments/old', to: '/payments/cash' }]) }, pages)).toEqual([]);
  });

  it('names the manifest and the fix for a missing target, a page in the way, a chain and a duplicate', () => {
    const problems = redirectProblems(
      {
        payments: manifest([
          { from: '/payments/a', to: '/payments/nope' },
          { from: '/payments/cash', to: '/payments' },
          { from: '/payments/b', to: '/payments/c' },
          { from: '/payments/c', to: '/payments' },
        ]),
        checkout: manifest([{ from: '/payments/a', to: '/payments' }]),
      },
      pages,
    );
    expect(problems).toEqual([
      { file: 'navigation/checkout.yaml', message: 'redirects: /payments/a is redirected twice (also in navigation/payments.yaml). Keep one.' },
      { file: 'navigation/payments.yaml', message: 'redirects: /payments/a -> /payments/nope, but /payments/nope is not a page of the site. Point it at an existing page (a path without locale, like /checkout/refund).' },
      { file: 'navigation/payments.yaml', message: 'redirects: /payments/cash is a page of the site, so it cannot redirect. Remove the redirect, or the page.' },
      { file: 'navigation/payments.yaml', message: 'redirects: /payments/b -> /payments/c leads to another redirect (/payments/c -> /payments). Point /payments/b straight at the final page.' },
    ]);
  });
});
