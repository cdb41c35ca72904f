import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../shared/content/markdown';
import { wordingProblems } from './wording';

const problems = (markdown: string, locale: 'es' | 'en') => wordingProblems(parseMarkdown(markdown), locale);

describe('wordingProblems', () => {
  it('names the line and what to write instead of a product enabled per site, across a link', () => {
    expect(problems('# Título\n\nLo cobras con `process` si tu sitio tiene [Gateway](/gateway) habilitado.\n', 'es')).toEqual([
      expect.stringMatching(/^line 3: writes "sitio tiene Gateway habilitad", which the content guide rules out: .*«tu gerente de cuenta habilita <producto> para tu comercio»/),
    ]);
    expect(problems('Your account manager enables a site for Gateway.', 'en')).toEqual([expect.stringMatching(/^line 1: writes "enables a site for"/)]);
  });

  it('refuses a support channel merchants do not have, in a table cell too', () => {
    expect(problems('| Qué | Haz |\n|---|---|\n| Error | Escribe a soporte con la referencia. |\n', 'es')).toEqual([expect.stringMatching(/^line 3: writes "Escribe a soporte"/)]);
    expect(problems('If it keeps failing, contact support with the order reference.', 'en')).toEqual([expect.stringMatching(/contact support/)]);
    expect(problems('Pide el cambio a tu ejecutivo de cuenta.', 'es')).toEqual([expect.stringMatching(/«gerente de cuenta»/)]);
  });

  it('leaves the right wording, the other language and code alone', () => {
    expect(problems('Tu gerente de cuenta habilita Gateway para tu comercio; escríbele si algo falla.', 'es')).toEqual([]);
    expect(problems('Your account manager enables a site for Gateway.', 'es')).toEqual([]);
    // The issuer's and the 3DS client's consoles do have a form that reaches Ondapay's support team.
    expect(problems('*Soporte* (un formulario para escribirle al equipo de soporte de Ondapay)', 'es')).toEqual([]);
    expect(problems('```text\ncontact support\n```\n\nThe panel has a *Support* form for 3DS Server clients.', 'en')).toEqual([]);
  });
});
