import { describe, expect, it } from 'vitest';
import { methodTone } from './http-method';

describe('methodTone', () => {
  it.each([['GET', 'primary'], ['post', 'sky'], ['PUT', 'amber'], ['delete', 'rose'], ['PATCH', 'violet'], ['OPTIONS', 'zinc']])('%s -> %s', (method, tone) => {
    expect(methodTone(method)).toBe(tone);
  });
});
