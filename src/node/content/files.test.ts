import { describe, expect, it } from 'vitest';
import { routeOf } from './files';

describe('routeOf', () => {
  it.each([
    ['checkout/index.mdx', '/checkout', true],
    ['checkout/create-session.mdx', '/checkout/create-session', false],
    ['checkout/integration/mobile.mdx', '/checkout/integration/mobile', false],
    ['checkout/integration/index.mdx', '/checkout/integration', true],
    ['checkout.mdx', '/checkout', false],
  ])('%s -> %s', (file, path, isIndex) => {
    expect(routeOf(file)).toEqual({ path, isIndex });
  });
});
