import { describe, expect, it } from 'vitest';
import { knownCodeLanguages } from '../../node/content/code-labels';
import { CODE_LANGUAGES, isHighlightedLanguage } from './code-languages';
import { siteHighlighter } from '../../node/content/highlighter';

describe('code languages', () => {
  it('accepts the listed languages, their aliases and plain text, in any case', () => {
    for (const name of ['bash', 'sh', 'shell', 'javascript', 'JS', 'cs', 'text', 'plaintext', 'kotlin']) expect(isHighlightedLanguage(name), name).toBe(true);
  });

  it('rejects a language the highlighter does not load', () => {
    expect(isHighlightedLanguage('cobol')).toBe(false);
    expect(isHighlightedLanguage('markdown')).toBe(false);
  });

  it('highlights every language a code group can label', () => {
    for (const name of knownCodeLanguages) expect(isHighlightedLanguage(name), name).toBe(true);
  });

  it('loads exactly the listed grammars', async () => {
    const highlighter = await siteHighlighter();
    for (const language of CODE_LANGUAGES) expect(highlighter.getLoadedLanguages()).toContain(language);
    expect(highlighter.getLoadedLanguages()).not.toContain('markdown');
  });
});
