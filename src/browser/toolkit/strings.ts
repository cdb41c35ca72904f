import type { MessageKey } from '@/shared/i18n/dictionaries/es';

// Written in by the bundler (src/node/build/toolkit-bundle.ts): the dictionaries' toolkit keys per locale.
declare const __TOOLKIT_STRINGS__: Record<string, Partial<Record<MessageKey, string>>>;

/** The page's locale's words for what the toolkit draws itself, with `{placeholders}` filled in. */
export function say(key: MessageKey, values: Record<string, string | number> = {}): string {
  const strings = __TOOLKIT_STRINGS__[document.documentElement.lang] ?? __TOOLKIT_STRINGS__.es;
  return (strings?.[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
