import { describe, expect, it } from 'vitest';
import { en } from './dictionaries/en';
import { es } from './dictionaries/es';
import { getTranslator } from './translate';

describe('getTranslator', () => {
  it('returns the spec strings word for word', () => {
    const tEn = getTranslator('en');
    const tEs = getTranslator('es');
    expect(tEn('untranslated.notice')).toBe(
      'A NOTICE: Since this page is not yet available in English, you will see it in Spanish.',
    );
    expect(tEs('toc.title')).toBe('En esta página');
    expect(tEn('toc.title')).toBe('On this page');
    expect(tEs('pager.previous')).toBe('Anterior');
    expect(tEs('pager.next')).toBe('Siguiente');
    expect(tEn('pager.previous')).toBe('Previous');
    expect(tEn('pager.next')).toBe('Next');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    const t = getTranslator('en');
    expect(t('footer.copyright', { year: 2026 })).toBe('© 2026 Ondapay S.A.S. All rights reserved.');
    expect(t('heading.anchor')).toBe('Direct link to “{title}”');
  });

  it('has the same keys and no empty strings in both dictionaries', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    for (const value of [...Object.values(es), ...Object.values(en)]) expect(value.trim()).not.toBe('');
  });
});
