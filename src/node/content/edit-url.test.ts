import { describe, expect, it } from 'vitest';
import { editUrl, sourceFileOf } from './edit-url';

describe('sourceFileOf', () => {
  it('uses index.mdx for section indexes and {path}.mdx otherwise', () => {
    expect(sourceFileOf('es', '/checkout', true)).toBe('content/es/checkout/index.mdx');
    expect(sourceFileOf('en', '/checkout/create-session', false)).toBe('content/en/checkout/create-session.mdx');
    expect(sourceFileOf('es', '/checkout/integration/mobile', false)).toBe('content/es/checkout/integration/mobile.mdx');
  });
});

describe('editUrl', () => {
  it('joins the repository URL and the file without doubling slashes', () => {
    expect(editUrl('https://github.com/ondapay/docs/edit/main/', 'content/es/checkout/index.mdx')).toBe(
      'https://github.com/ondapay/docs/edit/main/content/es/checkout/index.mdx',
    );
  });
});
