import { describe, expect, it } from 'vitest';
import { codeFragmentPath } from './code-fragments';

describe('codeFragmentPath', () => {
  it('names a fragment by its content, under /code/, with a URL-safe name', () => {
    const path = codeFragmentPath('<code>a</code>');
    expect(path).toMatch(/^\/code\/[A-Za-z0-9_-]{20}\.txt$/);
    expect(codeFragmentPath('<code>a</code>')).toBe(path);
    expect(codeFragmentPath('<code>b</code>')).not.toBe(path);
  });
});
