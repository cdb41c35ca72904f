import { describe, expect, it } from 'vitest';
import { fragmentId } from './fragment-id';

describe('the id a fragment names', () => {
  it('decodes percent-encoding', () => {
    expect(fragmentId('#post-api-session')).toBe('post-api-session');
    expect(fragmentId('#c%C3%B3digos')).toBe('códigos');
  });

  it('is empty for no fragment and for broken encoding', () => {
    expect(fragmentId('')).toBe('');
    expect(fragmentId('#%E0%A4%A')).toBe('');
  });
});
