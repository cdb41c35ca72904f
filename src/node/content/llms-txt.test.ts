import { describe, expect, it } from 'vitest';
import type { SitePage } from '../../shared/site/types';
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

  it('puts the preamble after the summary and a page the navigation does not list after those it does', () => {
    const text = llmsTxt({
      siteName: 'Docs',
      summary: 'Summary.',
      origin: 'https://docs.example',
      pages: [page('/checkout/unlisted', 'Unlisted'), page('/checkout/authentication', 'Authentication'), page('/checkout', 'Web Checkout')],
      namespaces: ['checkout'],
      preamble: '**Read this**\n\n- First.',
    });
    expect(text.startsWith('# Docs\n\n> Summary.\n\n**Read this**\n\n- First.\n\n## Web Checkout\n')).toBe(true);
    expect(text.indexOf('unlisted.md')).toBeGreaterThan(text.indexOf('authentication.md'));
  });
});
