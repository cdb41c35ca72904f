export const locales = ['es', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'es';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Names are shown in their own language, so a reader finds theirs whatever the page's language. */
export const languageOptions: ReadonlyArray<{ code: Locale; name: string }> = [
  { code: 'es', name: 'Español' },
  { code: 'en', name: 'English' },
];
