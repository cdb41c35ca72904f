import { describe, expect, it } from 'vitest';
import { facetsOf, testCards } from './cards';
import { matches, readFilters, writeFilters, type Filters } from './filters';

const allowed = {
  scenario: ['approved', 'declined', 'three-d-secure'],
  brand: ['visa', 'mastercard'],
  threeds: ['Y', 'C', 'none'],
  product: ['checkout', 'gateway'],
};
const numbers = (filters: Filters) => testCards.filter((card) => matches(facetsOf(card), filters)).map((card) => card.number);

describe('test-card filters', () => {
  it('show every card without filters', () => {
    expect(numbers({})).toHaveLength(testCards.length);
    expect(numbers({ scenario: '', brand: '' })).toHaveLength(testCards.length);
  });

  it('filter by each dimension and combine them', () => {
    expect(numbers({ scenario: 'pending' })).toEqual(['5105 1051 0510 5100']);
    expect(numbers({ brand: 'amex' })).toEqual(['3782 822463 10005']);
    expect(numbers({ threeds: 'C' })).toEqual(['4000 0000 0000 3220', '5222 2222 2222 2227']);
    expect(numbers({ threeds: 'Y' })).toEqual(['4111 1111 1111 1111', '5555 5555 5555 4444']);
    expect(numbers({ product: 'gateway' })).toHaveLength(testCards.length);
    expect(numbers({ product: 'checkout', scenario: 'declined' })).toEqual(['4000 0000 0000 0002', '4000 0000 0000 9953']);
    expect(numbers({ threeds: 'C', brand: 'mastercard' })).toEqual(['5222 2222 2222 2227']);
    expect(numbers({ scenario: 'otp', brand: 'amex' })).toEqual([]);
  });

  it('read the URL, ignoring unknown parameters and values the form does not offer', () => {
    expect(readFilters('?scenario=declined&brand=visa', allowed)).toEqual({ scenario: 'declined', brand: 'visa' });
    expect(readFilters('?scenario=<script>&brand=VISA&threeds=none&product=//evil.example&x=1', allowed)).toEqual({ threeds: 'none' });
    expect(readFilters('?scenario=declined&scenario=approved', allowed)).toEqual({ scenario: 'declined' });
    expect(readFilters(`?brand=${'a'.repeat(2000)}`, allowed)).toEqual({});
    expect(readFilters('', allowed)).toEqual({});
  });

  it('write the filters into the query, keeping other parameters', () => {
    expect(writeFilters('', { scenario: 'declined', brand: '' })).toBe('?scenario=declined');
    expect(writeFilters('?lang=x&scenario=approved', { scenario: '' })).toBe('?lang=x');
    expect(writeFilters('?scenario=approved', {})).toBe('');
    expect(writeFilters('', { threeds: 'C', product: 'three-d-s-server' })).toBe('?threeds=C&product=three-d-s-server');
  });
});
