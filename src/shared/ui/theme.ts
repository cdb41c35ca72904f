export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

/**
 * Spec §4: the choice is stored only when it differs from the system
 * preference; otherwise the stored value is removed, so the site follows the
 * system again if the reader later changes it.
 */
export function themeStorageAction(choice: Theme, systemPrefersDark: boolean):
  | { kind: 'store'; value: Theme }
  | { kind: 'remove' } {
  const system: Theme = systemPrefersDark ? 'dark' : 'light';
  return choice === system ? { kind: 'remove' } : { kind: 'store', value: choice };
}

export function resolveTheme(stored: string | null, systemPrefersDark: boolean): Theme {
  if (stored === 'dark' || stored === 'light') return stored;
  return systemPrefersDark ? 'dark' : 'light';
}
