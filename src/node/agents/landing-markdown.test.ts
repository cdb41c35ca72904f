import { describe, expect, it } from 'vitest';
import { homeMarkdown, searchMarkdown } from './landing-markdown';

describe('landing page twins', () => {
  it('list the home menu with each product pointing at its Markdown', () => {
    const text = homeMarkdown({
      title: 'Docs',
      description: 'Everything.',
      entries: [
        { title: 'Web Checkout', description: 'Hosted page.', href: '/en/checkout', icon: 'book' },
        { title: 'Elsewhere', description: 'Another site.', href: 'https://example.com/x', icon: 'book' },
      ],
      files: 'Read [llms.txt](/en/llms.txt).',
    });
    expect(text).toBe('# Docs\n\nEverything.\n\n- [Web Checkout](/en/checkout.md): Hosted page.\n- [Elsewhere](https://example.com/x): Another site.\n\nRead [llms.txt](/en/llms.txt).\n');
  });

  it('give search a title, a description and where to read instead', () => {
    expect(searchMarkdown({ title: 'Search', description: 'Find things.', files: 'Read the files.' })).toBe('# Search\n\nFind things.\n\nRead the files.\n');
  });
});
