import { describe, expect, it } from 'vitest';
import { llmsFull, llmsFullPath, llmsTxtPath } from './llms-files';

describe('llms file paths', () => {
  it.each([
    [llmsTxtPath('es'), '/llms.txt'],
    [llmsTxtPath('en'), '/en/llms.txt'],
    [llmsFullPath('es'), '/llms-full.txt'],
    [llmsFullPath('en'), '/en/llms-full.txt'],
    [llmsFullPath('es', 'checkout'), '/checkout/llms-full.txt'],
    [llmsFullPath('en', 'account-validator'), '/en/account-validator/llms-full.txt'],
  ])('%s', (path, expected) => {
    expect(path).toBe(expected);
  });
});

describe('llmsFull', () => {
  it('puts every page in the order given, each with its URL under its title', () => {
    const text = llmsFull({
      title: 'Docs',
      summary: 'All of it.',
      origin: 'https://docs.example',
      pages: [
        { page: { href: '/en/a' }, markdown: '# A\n\nAbout A.\n\n## Part\n\nText.\n' },
        { page: { href: '/en/b' }, markdown: '# B\n\nAbout B.\n' },
      ],
    });
    expect(text).toBe(
      ['# Docs', '', '> All of it.', '', '# A', 'Source: https://docs.example/en/a', '', 'About A.', '', '## Part', '', 'Text.', '', '# B', 'Source: https://docs.example/en/b', '', 'About B.', ''].join('\n'),
    );
  });
});
