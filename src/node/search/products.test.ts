import { describe, expect, it } from 'vitest';
import { manifests, loadSite } from '../site/load-site';
import { productName, productNames } from './products';

describe('productNames', () => {
  const site = loadSite();
  const names = (locale: 'es' | 'en') => Object.fromEntries(productNames(manifests(), site.pages, locale).map((product) => [product.namespace, product.names]));

  it("names every product by its home title, this locale's first, in menu order", () => {
    expect(productNames(manifests(), site.pages, 'es').map((product) => product.namespace)).toEqual(Object.keys(manifests()));
    expect(names('es')['account-validator']).toEqual(['Validador de cuentas', 'Account Validator']);
    expect(names('en')['account-validator']).toEqual(['Account Validator', 'Validador de cuentas']);
    expect(names('es').checkout).toEqual(['Web Checkout']);
  });

  it('names a product without a home entry by its index page title', () => {
    expect(manifests().core?.home).toBeUndefined();
    expect(names('en').core).toEqual([site.pages.find((page) => page.namespace === 'core' && page.isIndex && page.locale === 'en')?.title]);
  });

  it("names one page's product in the page's language", () => {
    for (const page of site.pages.filter((candidate) => candidate.isIndex)) {
      expect(productName(manifests(), site.pages, page)).toBe(names(page.locale)[page.namespace]?.[0]);
    }
  });
});
