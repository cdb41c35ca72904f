import { describe, expect, it } from 'vitest';
import { initialTabIndex } from './tabs';

const slugged = [
  { title: 'PHP', slug: 'php', isDefault: false },
  { title: 'Python', slug: 'python', isDefault: true },
];

describe('initialTabIndex', () => {
  it('selects the tab named by the hash when every tab has a slug', () => {
    expect(initialTabIndex(slugged, '#php')).toBe(0);
  });
  it('falls back to the default-marked tab for an unknown or empty hash', () => {
    expect(initialTabIndex(slugged, '#ruby')).toBe(1);
    expect(initialTabIndex(slugged, '')).toBe(1);
  });
  it('ignores the hash unless every tab has a slug, and falls back to the first', () => {
    const partly = [{ title: 'A', slug: 'a', isDefault: false }, { title: 'B', isDefault: false }];
    expect(initialTabIndex(partly, '#a')).toBe(0);
    expect(initialTabIndex([{ title: 'A', isDefault: false }, { title: 'B', slug: 'b', isDefault: false }], '#b')).toBe(0);
  });
});
