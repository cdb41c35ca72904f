import { describe, expect, it } from 'vitest';
import { resolveTheme, themeStorageAction } from './theme';
import { themeInitScript } from '../../browser/inline/theme-init-script';

describe('themeStorageAction', () => {
  it.each([
    ['dark', false, { kind: 'store', value: 'dark' }],
    ['light', true, { kind: 'store', value: 'light' }],
    ['dark', true, { kind: 'remove' }],
    ['light', false, { kind: 'remove' }],
  ] as const)('%s with system dark=%s', (choice, systemDark, expected) => {
    expect(themeStorageAction(choice, systemDark)).toEqual(expected);
  });
});

describe('resolveTheme', () => {
  it('prefers a stored choice, else the system', () => {
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme('purple', false)).toBe('light');
  });
});

describe('themeInitScript', () => {
  it('applies the same rule as resolveTheme before first paint', () => {
    for (const [stored, systemDark] of [['dark', false], ['light', true], [null, true], [null, false]] as const) {
      const classes = new Set<string>();
      const root = { classList: { toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)) }, style: { colorScheme: '' } };
      const run = new Function('localStorage', 'matchMedia', 'document', themeInitScript);
      run({ getItem: () => stored }, () => ({ matches: systemDark }), { documentElement: root });
      expect(classes.has('dark')).toBe(resolveTheme(stored, systemDark) === 'dark');
    }
  });
});
