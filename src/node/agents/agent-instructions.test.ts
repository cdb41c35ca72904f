import { describe, expect, it } from 'vitest';
import { getTranslator } from '../../shared/i18n/translate';
import { agentInstructions } from './agent-instructions';

describe('agentInstructions', () => {
  const t = getTranslator('en');
  const text = agentInstructions({
    t,
    locale: 'en',
    origin: 'https://docs.example',
    products: [
      { namespace: 'checkout', name: 'Web Checkout', href: '/en/checkout', feeds: ['/en/checkout/api/changelog.atom'] },
      { namespace: 'acs', name: 'ACS', href: '/en/acs', feeds: [] },
    ],
  });

  it('is Markdown without headings, as llms.txt wants before its page lists', () => {
    expect(text).not.toMatch(/^#/m);
    expect(text.startsWith(`**${t('agents.title')}**\n\n- `)).toBe(true);
  });

  it('gives each product its canonical page, its whole text and its feeds, as absolute links', () => {
    expect(text).toContain(`  - [Web Checkout](https://docs.example/en/checkout.md) · [${t('agents.wholeProduct')}](https://docs.example/en/checkout/llms-full.txt) · [${t('agents.feed')}](https://docs.example/en/checkout/api/changelog.atom)`);
    expect(text).toContain(`  - [ACS](https://docs.example/en/acs.md) · [${t('agents.wholeProduct')}](https://docs.example/en/acs/llms-full.txt)\n`.trimEnd());
    expect(text).toContain('[llms-full.txt](https://docs.example/en/llms-full.txt)');
  });
});
