import type { MessageKey } from '@/shared/i18n/dictionaries/es';
import { parseJsonSafely } from '@/shared/text/safe-decode';

// Written in by the bundler (src/node/build/client-bundle.ts): the dictionaries' *Try it* keys per locale, as JSON text.
declare const __TRY_IT_STRINGS__: string;
const all = (parseJsonSafely(__TRY_IT_STRINGS__) ?? {}) as Record<string, Partial<Record<MessageKey, string>>>;

/** The page's locale's words for what *Try it* draws, with `{placeholders}` filled in. */
export function say(key: MessageKey, values: Record<string, string | number> = {}): string {
  const strings = all[document.documentElement.lang] ?? all.es;
  return (strings?.[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
