import { describe, expect, it } from 'vitest';
import type { SitePage } from '../site/types';
import { llmsTxt } from './llms-txt';

const navigation = [
  { title: 'Docs', identifier: 'docs', href: '/en/checkout', icon: 'book' as const, groups: [{ title: 'Start', links: [{ title: 'Intro', href: '/en/checkout' }, { title: 'Auth', href: '/en/checkout/authentication' }] }] },
];
const page = (path: string, title: string): SitePage => ({
  locale: 'en', path, href: `/en${path}`, namespace: 'checkout', kind: 'guide', sourceFile: '', sourceLocale: 'en', isIndex: false,
  untranslated: false, title, description: `About ${title}.`, body: '', headings: [], navigation, alternates: {},
});

describe('llmsTxt', () => {
  it('lists pages by section in navigation order with their Markdown twins', () => {
    expect(
      llmsTxt({
        siteName: 'Ondapay Docs',
        summary: 'Guides and API reference.',
        origin: 'https://docs.example',
        pages: [page('/checkout/authentication', 'Authentication'), page('/checkout', 'Web Checkout')],
        namespaces: ['payments', 'checkout'],
      }),
    ).toBe(
      [
        '# Ondapay Docs', '', '> Guides and API reference.', '',
        '## Web Checkout', '',
        '- [Web Checkout](https://docs.example/en/checkout.md): About Web Checkout.',
        '- [Authentication](https://docs.example/en/checkout/authentication.md): About Authentication.',
        '',
      ].join('\n'),
    );
  });
});
