import { describe, expect, it } from 'vitest';
import type { SitePage } from '../site/types';
import { catalogueRows, catalogueView, duplicateAnchorProblems } from './catalogue';
import type { PageCodeRow } from './extract';

const row = (code: string, line: number, extra: Partial<PageCodeRow> = {}): PageCodeRow => ({
  kind: 'reason', code, meaning: `m${code}`, action: `a${code}`, anchor: `gateway-reason-${code}`, section: 'Códigos de motivo', pageAnchor: `code-${code}`, line, table: 0, ...extra,
});
const page = (href: string, codes: PageCodeRow[], extra: Partial<SitePage> = {}) =>
  ({ locale: 'es', href, path: href, namespace: 'gateway', title: `T ${href}`, sourceFile: `content/es${href}.mdx`, untranslated: false, codes, ...extra }) as SitePage;

describe('catalogueRows', () => {
  it('lists the rows of one locale with the page that explains each', () => {
    const pages = [page('/gateway/a', [row('05', 3)]), page('/en/gateway/a', [row('05', 3)], { locale: 'en' })];
    expect(catalogueRows(pages, 'es')).toEqual([
      { product: 'gateway', kind: 'reason', code: '05', meaning: 'm05', action: 'a05', page: '/gateway/a#code-05', pageTitle: 'T /gateway/a', section: 'Códigos de motivo', anchor: 'gateway-reason-05', searchedOnPage: true },
    ]);
  });
});

describe('catalogueView', () => {
  it('names products and kinds', () => {
    const view = catalogueView(catalogueRows([page('/gateway/a', [row('05', 3, { meaning: 'Rechazó' })])], 'es'), () => 'Pasarela', () => 'Motivo');
    expect(view.products).toEqual([{ namespace: 'gateway', name: 'Pasarela' }]);
    expect(view.rows[0]).toMatchObject({ productName: 'Pasarela', kindLabel: 'Motivo' });
  });
});

describe('duplicateAnchorProblems', () => {
  it('names the file and line of both rows that would share an id', () => {
    const problems = duplicateAnchorProblems([page('/gateway/a', [row('05', 3)]), page('/gateway/b', [row('05', 9)])]);
    expect(problems).toEqual([{ file: 'content/es/gateway/b.mdx', message: expect.stringMatching(/^line 9: .*"05".*content\/es\/gateway\/a\.mdx, line 3.*#gateway-reason-05.*scope="charge"/) }]);
  });

  it('lets each locale and each product have its own 05', () => {
    expect(duplicateAnchorProblems([page('/gateway/a', [row('05', 3)]), page('/en/gateway/a', [row('05', 3)], { locale: 'en' }), page('/payments/a', [row('05', 3, { anchor: 'payments-reason-05' })])])).toEqual([]);
  });
});
