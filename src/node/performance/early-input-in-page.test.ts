import { describe, expect, it } from 'vitest';
import { themeInitScript } from '../../browser/inline/theme-init-script';
import { earlyInputScriptFor, withEarlyInputScript } from './early-input-in-page';

const page = (lang: string) => `<!DOCTYPE html><html lang="${lang}" class="x"><head><meta charSet="utf-8"/><script>${themeInitScript}</script><script src="/a.js" noModule=""></script></head><body><button type="button">Buscar...</button></body></html>`;

describe('withEarlyInputScript', () => {
  it('writes the script of the page’s language right after the theme’s, in <head>', () => {
    for (const lang of ['es', 'en'] as const) {
      const html = withEarlyInputScript(page(lang));
      expect(html).toContain(`<script>${themeInitScript}</script><script>${earlyInputScriptFor(lang)}</script><script src="/a.js"`);
    }
    // The stand-in search field is named in the page's language.
    expect(earlyInputScriptFor('es')).toContain('"Buscar');
    expect(earlyInputScriptFor('en')).toContain('"Search');
  });

  it('is idempotent: a page finished twice has the script once', () => {
    const once = withEarlyInputScript(page('es'));
    expect(withEarlyInputScript(once)).toBe(once);
  });

  it('refuses a page in no language of the site, or without the theme script to follow, naming what is missing', () => {
    expect(() => withEarlyInputScript(page('fr'))).toThrow(/<html lang="fr"> is not a language of the site/);
    expect(() => withEarlyInputScript(page('es').replace(themeInitScript, ''))).toThrow(/no theme script \(theme-init-script\.ts\)/);
  });
});
