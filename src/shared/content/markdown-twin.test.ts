import { describe, expect, it } from 'vitest';
import { markdownTwinPath } from './markdown-twin';

describe('markdownTwinPath', () => {
  it.each([
    ['/', '/index.md'],
    ['/en', '/en.md'],
    ['/checkout', '/checkout.md'],
    ['/en/checkout/api/changelog', '/en/checkout/api/changelog.md'],
    ['/search', '/search.md'],
    ['/en/checkout/', '/en/checkout.md'],
  ])('%s → %s', (href, twin) => {
    expect(markdownTwinPath(href)).toBe(twin);
  });
});
