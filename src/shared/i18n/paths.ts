import { defaultLocale, isLocale, type Locale } from './locales';

const MAX_PATH_LENGTH = 2048;

/**
 * Turns any input into a path on this site: one leading slash, no empty,
 * `.` or `..` segments, no backslashes and no encoded slashes. Whatever a
 * reader puts in the address bar, the result can never be read by a browser
 * as another host (`//evil.example`) or climb out of the site root.
 */
export function sanitizePath(input: unknown): string {
  if (typeof input !== 'string') return '/';
  let path = input.slice(0, MAX_PATH_LENGTH);
  path = path.split(/[?#]/, 1)[0] ?? '';
  path = path.replace(/%(2f|5c)/gi, '/').replace(/\\/g, '/');
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.' || /^%2e(%2e)?$/i.test(segment)) continue;
    if (segment === '..' || /^(\.|%2e){2}$/i.test(segment)) {
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  return '/' + segments.join('/');
}

/** A two-letter first segment is a locale (spec §2); an unsupported one stays in the path. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const path = sanitizePath(pathname);
  const first = path.split('/')[1] ?? '';
  if (isLocale(first) && first !== defaultLocale) {
    const rest = path.slice(first.length + 1);
    return { locale: first, path: rest === '' ? '/' : rest };
  }
  if (first === defaultLocale) {
    const rest = path.slice(first.length + 1);
    return { locale: defaultLocale, path: rest === '' ? '/' : rest };
  }
  return { locale: defaultLocale, path };
}

export function localeFromPath(pathname: string): Locale {
  return splitLocale(pathname).locale;
}

/** The default locale carries no prefix; the others live under `/{locale}`. */
export function localizePath(path: string, locale: Locale): string {
  const clean = sanitizePath(path);
  if (locale === defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Where the language switch goes: the same page in the other language. */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizePath(splitLocale(pathname).path, target);
}

/** The namespace is the first segment after the locale (spec §2). */
export function namespaceOf(path: string): string | undefined {
  const first = sanitizePath(path).split('/')[1];
  return first === '' ? undefined : first;
}
