import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './encodings';

describe('acceptedEncodings', () => {
  it.each([
    [undefined, []],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['identity', []],
    ['*', ['br', 'gzip']],
    ['*, br;q=0', ['gzip']],
  ])('%s → %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});
