import { describe, expect, it } from 'vitest';
import { arrayLabel, primitiveLabel, unionLabel, withNull } from './type-label';

describe('type labels', () => {
  it.each([
    [[], undefined, 'any'],
    [['string'], undefined, 'string'],
    [['string'], 'date-time', 'string<date-time>'],
    [['string', 'integer'], 'int32', 'string | integer'],
  ])('primitive %j %s -> %s', (types, format, label) => {
    expect(primitiveLabel(types, format)).toBe(label);
  });

  it('brackets unions inside arrays', () => {
    expect(arrayLabel('object')).toBe('array of object');
    expect(arrayLabel('string | null')).toBe('array of (string | null)');
  });

  it('adds null once', () => {
    expect(withNull('string', true)).toBe('string | null');
    expect(withNull('string | null', true)).toBe('string | null');
    expect(withNull('null', true)).toBe('null');
    expect(withNull('string', false)).toBe('string');
  });

  it('joins distinct labels', () => {
    expect(unionLabel(['object', 'object', 'string'])).toBe('object | string');
  });
});
