import { describe, expect, it } from 'vitest';
import { activeHeadingId, topBarOpacity } from './scroll';

describe('topBarOpacity', () => {
  it.each([[0, 0], [-10, 0], [36, 0.5], [72, 1], [500, 1], [Number.NaN, 0]])('%s px -> %s', (y, opacity) => {
    expect(topBarOpacity(y)).toBe(opacity);
  });
});

describe('activeHeadingId', () => {
  const headings = [{ id: 'a', top: 100 }, { id: 'b', top: 400 }, { id: 'c', top: 900 }];
  it('is the first heading before any is reached', () => {
    expect(activeHeadingId(headings, 50)).toBe('a');
  });
  it('is the last heading above the reading line', () => {
    expect(activeHeadingId(headings, 450)).toBe('b');
    expect(activeHeadingId(headings, 2000)).toBe('c');
  });
  it('is undefined without headings', () => {
    expect(activeHeadingId([], 100)).toBeUndefined();
  });
});
