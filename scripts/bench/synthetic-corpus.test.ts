import { describe, expect, it } from 'vitest';
import { catalogueAnchor } from '../../src/shared/codes/columns';
import { benchGuide } from './synthetic-corpus';

describe('a bench copy of a template guide', () => {
  const template = '---\ntitle: Reembolsos\nsidebarTitle: Reembolsar\n---\n\n<Codes kind="http">\n| Código | Causa |\n</Codes>\n\n<Codes kind="http" scope="cancel-session">\n| Código | Causa |\n</Codes>\n';
  const copy = benchGuide(template, 'bench-19');

  it('scopes its tables of codes to the copy, so they cannot collide with the product’s own in the catalogue', () => {
    expect(copy).toContain('<Codes scope="bench-19" kind="http">');
    expect(copy).toContain('<Codes kind="http" scope="bench-19-cancel-session">');
    // The product's own 409 and the copy's get different ids.
    expect(catalogueAnchor('autopay', 'http', '409', 'bench-19')).not.toBe(catalogueAnchor('autopay', 'http', '409'));
  });

  it('drops the short sidebar title and keeps the rest of the page as it is', () => {
    expect(copy).not.toContain('sidebarTitle');
    expect(copy.replace(/ ?scope="[^"]*"/g, '')).toBe(template.replace(/^sidebarTitle: .*\n/m, '').replace(/ ?scope="[^"]*"/g, ''));
  });
});
