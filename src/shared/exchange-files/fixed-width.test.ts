import { describe, expect, it } from 'vitest';
import { alf, compactDate, num, pesos, placeFields, readRecord, writeRecord } from './fixed-width';

const layout = [num('type', 2), num('amount', 6), alf('name', 5)];

describe('fixed-width records', () => {
  it('pads NUM with zeros on the left and ALF with spaces on the right; a field left out is zeros or spaces', () => {
    expect(writeRecord(layout, { type: '06', amount: 150, name: 'Ana' })).toBe('06000150Ana  ');
    expect(writeRecord(layout, { type: '06' })).toBe('06000000     ');
  });

  it('places fields from 1, as the page counts, and reads them back', () => {
    expect(placeFields(layout).map(({ start, end }) => [start, end])).toEqual([[1, 2], [3, 8], [9, 13]]);
    expect(readRecord(layout, '06000150Ana  ')).toEqual({ type: '06', amount: '000150', name: 'Ana  ' });
  });

  it('refuses a value that does not fit, a NUM with letters, accents and a field the layout lacks', () => {
    expect(() => writeRecord(layout, { amount: 1234567 })).toThrow('amount: "1234567" is longer than 6');
    expect(() => writeRecord(layout, { amount: '12a' })).toThrow('is not a number (NUM)');
    expect(() => writeRecord(layout, { name: 'Gómez' })).toThrow('is not plain ASCII');
    expect(() => writeRecord(layout, { surname: 'x' })).toThrow('no field named surname');
  });

  it('writes pesos with their two decimals and dates without hyphens', () => {
    expect(pesos(150000)).toBe('15000000');
    expect(() => pesos(1.5)).toThrow();
    expect(compactDate('2026-12-15')).toBe('20261215');
    expect(() => compactDate('15/12/2026')).toThrow();
  });
});
