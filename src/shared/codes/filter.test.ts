import { describe, expect, it } from 'vitest';
import { filterSearch, matchesRow, MAX_FILTER_QUERY, readFilter, rowSearchText } from './filter';

const row = (product: string, ...parts: string[]) => ({ product, text: rowSearchText(parts) });
const insufficient = row('gateway', '51', 'Gateway', 'Motivo', 'Fondos insuficientes', 'Muestra un mensaje y ofrece otro medio.');
const ach = row('payments', 'R01', 'Pagos', 'Motivo', 'Devuelto: sin fondos en la cuenta', '');

describe('matchesRow', () => {
  it.each([
    ['', '', true],
    ['gateway', '', true],
    ['payments', '', false],
    ['', '51', true],
    ['', 'FONDOS insuficientes', true],
    ['', 'fondós', true],
    ['', 'gateway', true],
    ['', 'motivo 51', true],
    ['', '"51"', true],
    ['', '52', false],
    ['gateway', 'fondos', true],
    ['payments', 'fondos', false],
  ])('product %j, query %j → %s', (product, query, expected) => {
    expect(matchesRow(insufficient, { product, query })).toBe(expected);
  });

  it('matches a code in any case', () => {
    expect(matchesRow(ach, { product: '', query: 'r01' })).toBe(true);
    expect(matchesRow(ach, { product: 'payments', query: 'R01' })).toBe(true);
  });
});

describe('readFilter', () => {
  const products = ['gateway', 'payments'];
  it.each([
    ['?product=gateway&q=51', { product: 'gateway', query: '51' }],
    ['product=payments', { product: 'payments', query: '' }],
    ['?product=evil&q=51', { product: '', query: '51' }],
    ['?product=__proto__', { product: '', query: '' }],
    ['?q=%3Cscript%3E', { product: '', query: '<script>' }],
    ['?q=a%00b', { product: '', query: 'a b' }],
    ['?q=%E0%A4%A', { product: '', query: '\uFFFD%A' }],
    ['', { product: '', query: '' }],
  ])('%j → %j', (search, expected) => {
    expect(readFilter(search, products)).toEqual(expected);
  });

  it('cuts a long query', () => {
    expect(readFilter(`?q=${'x'.repeat(5000)}`, products).query).toHaveLength(MAX_FILTER_QUERY);
  });
});

describe('filterSearch', () => {
  it.each([
    [{ product: '', query: '' }, ''],
    [{ product: 'gateway', query: '' }, '?product=gateway'],
    [{ product: '', query: ' 51 ' }, '?q=51'],
    [{ product: 'payments', query: 'R01 fondos' }, '?product=payments&q=R01+fondos'],
  ])('%j → %j', (filter, expected) => {
    expect(filterSearch(filter)).toBe(expected);
  });

  it('reads back what it writes', () => {
    const filter = { product: 'gateway', query: 'fondos & más' };
    expect(readFilter(filterSearch(filter), ['gateway'])).toEqual(filter);
  });
});
