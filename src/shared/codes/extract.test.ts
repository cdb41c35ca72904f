import { describe, expect, it } from 'vitest';
import { parseMdx } from '../content/headings';
import { catalogueAnchor, codeOf, codeSlug, findColumn } from './columns';
import { pageCodes } from './extract';

const codes = (body: string, product = 'gateway') => pageCodes(parseMdx(body), product);

describe('codeOf and codeSlug', () => {
  it.each([
    ['`"05"`', '05', '05'],
    ['`N7`', 'N7', 'n7'],
    ['401', '401', '401'],
    ['`APPROVED`', 'APPROVED', 'approved'],
    ['`TERMINAL_NOT_REGISTERED`', 'TERMINAL_NOT_REGISTERED', 'terminal-not-registered'],
    ["'3N'", '3N', '3n'],
  ])('%s → %s → %s', (cell, code, slug) => {
    expect(codeOf(cell)).toBe(code);
    expect(codeSlug(code)).toBe(slug);
  });

  it('names catalogue rows product-kind-code', () => {
    expect(catalogueAnchor('gateway', 'reason', '05')).toBe('gateway-reason-05');
    expect(catalogueAnchor('checkout', 'http', '401')).toBe('checkout-http-401');
    expect(catalogueAnchor('three-d-s-server', 'status', 'APPROVED')).toBe('three-d-s-server-status-approved');
  });
});

describe('findColumn', () => {
  it('takes the first wanted header the table has, whatever its case and spacing', () => {
    expect(findColumn(['Código', 'Mensaje', 'Qué  significa'], ['qué significa', 'mensaje'])).toBe(2);
    expect(findColumn(['Code', 'Message'], ['what it means', 'message'])).toBe(1);
    expect(findColumn(['Code', 'Decision'], ['meaning'])).toBe(-1);
  });
});

describe('pageCodes', () => {
  it('reads code, meaning and what to do by header, in both languages', () => {
    const es = codes('<Codes kind="reason">\n\n| `reason` | Estado | Mensaje | Qué hacer |\n|---|---|---|---|\n| `"51"` | `REJECTED` | Fondos insuficientes | Ofrece otro medio. |\n\n</Codes>\n');
    expect(es.problems).toEqual([]);
    expect(es.rows).toEqual([
      { kind: 'reason', code: '51', meaning: 'Fondos insuficientes', action: 'Ofrece otro medio.', anchor: 'gateway-reason-51', section: '', pageAnchor: 'code-51', line: 5, table: 0 },
    ]);
    const en = codes('<Codes kind="http">\n\n| HTTP | Message | Cause | What to do |\n|---|---|---|---|\n| 401 | Authentication failed 101 | Bad `tranKey` | Check `auth`. |\n\n</Codes>\n', 'checkout');
    expect(en.rows[0]).toMatchObject({ code: '401', meaning: 'Authentication failed 101', action: 'Check auth.', anchor: 'checkout-http-401', pageAnchor: 'checkout-http-401' });
  });

  it('prefers what a code means to its message, and leaves what to do empty when no column says it', () => {
    const { rows } = codes('<Codes kind="status">\n\n| Estado | Mensaje | Qué significa |\n|---|---|---|\n| `PAID` | Pagada | La orden se pagó. |\n\n</Codes>\n', 'invoices');
    expect(rows[0]).toMatchObject({ code: 'PAID', meaning: 'La orden se pagó.', action: '', anchor: 'invoices-status-paid' });
  });

  it('takes the columns the props name', () => {
    const { rows, problems } = codes('<Codes kind="reason" code="reason" meaning="Texto" action="Siguiente paso">\n\n| Estado | `reason` | Texto | Siguiente paso |\n|---|---|---|---|\n| `REJECTED` | `R01` | Fondos insuficientes | Otro medio |\n\n</Codes>\n', 'payments');
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({ code: 'R01', meaning: 'Fondos insuficientes', action: 'Otro medio', anchor: 'payments-reason-r01' });
  });

  it('makes one row of a code that several rows of a table hold', () => {
    const { rows } = codes('<Codes kind="http">\n\n| HTTP | `message` | Qué hacer |\n|---|---|---|\n| 409 | Ya liquidado | Reembolsa. |\n| 409 | Ya reversado | Nada. |\n| 404 | No existe | Revisa. |\n\n</Codes>\n', 'checkout');
    expect(rows.map((row) => [row.anchor, row.meaning, row.action])).toEqual([
      ['checkout-http-409', 'Ya liquidado; Ya reversado', 'Reembolsa.; Nada.'],
      ['checkout-http-404', 'No existe', 'Revisa.'],
    ]);
  });

  it('scopes the ids of a table that says what its codes belong to, and keeps the heading over each table', () => {
    const { rows, problems } = codes('# Códigos\n\n## Del contrato\n\n<Codes kind="reason">\n\n| `reason` | Mensaje |\n|---|---|\n| `"00"` | Activo |\n\n</Codes>\n\n## De los cobros\n\n<Codes kind="reason" scope="charge">\n\n| `reason` | Mensaje |\n|---|---|\n| `"00"` | Aprobada |\n| `AP07` | Saldo mayor al máximo |\n\n</Codes>\n', 'autopay');
    expect(problems).toEqual([]);
    expect(rows.map((row) => [row.anchor, row.section, row.meaning])).toEqual([
      ['autopay-reason-00', 'Del contrato', 'Activo'],
      ['autopay-charge-reason-00', 'De los cobros', 'Aprobada'],
      ['autopay-charge-reason-ap07', 'De los cobros', 'Saldo mayor al máximo'],
    ]);
  });

  it('leaves tables outside <Codes> alone', () => {
    expect(codes('| `reason` | Mensaje |\n|---|---|\n| `"05"` | Rechazada |\n').rows).toEqual([]);
  });

  it.each([
    ['<Codes kind="reason">\n\nSin tabla.\n\n</Codes>\n', /^line 1: <Codes kind="reason"> holds no Markdown table/],
    ['<Codes>\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n</Codes>\n', /^line 1: <Codes> needs kind="status\|reason\|error\|http"/],
    ['<Codes kind="codes">\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n</Codes>\n', /not "codes"/],
    ['<Codes kind="reason">\n\n| `reason` | Decisión |\n|---|---|\n| `"05"` | Rechazar |\n\n</Codes>\n', /^line 3: <Codes> table has no column that says what each code means \(headers: reason \| Decisión\)/],
    ['<Codes kind="reason" meaning="Texto">\n\n| `reason` | Mensaje |\n|---|---|\n| `"05"` | Rechazada |\n\n</Codes>\n', /^line 3: <Codes> names meaning="Texto", which is not a header/],
    ['<Codes kind="reason">\n\n| `reason` | Mensaje |\n|---|---|\n| | Sin código |\n\n</Codes>\n', /^line 5: a row of <Codes kind="reason"> has no code/],
    ['<Codes kind="reason" scope="De cobro">\n\n| `reason` | Mensaje |\n|---|---|\n| `"05"` | Rechazada |\n\n</Codes>\n', /^line 1: <Codes scope="De cobro"> needs lower-case words joined by "-"/],
  ])('reports %j with its line and what to fix', (body, message) => {
    const { problems } = codes(body);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });
});
