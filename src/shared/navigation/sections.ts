import { splitLocale } from '../i18n/paths';
import type { HomeEntry } from './types';

/**
 * The section selector's current entry: the one whose link matches the
 * current path (spec §2). Links are compared without locale, so an entry whose
 * href lacks the /en prefix still matches its English pages.
 */
export function currentSection(entries: readonly HomeEntry[], pathname: string): HomeEntry | undefined {
  const { path } = splitLocale(pathname);
  return entries.find((entry) => {
    const base = splitLocale(entry.href).path;
    return path === base || path.startsWith(`${base}/`);
  });
}
