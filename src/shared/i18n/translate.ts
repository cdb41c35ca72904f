import { en } from './dictionaries/en';
import { es, type MessageKey } from './dictionaries/es';
import type { Locale } from './locales';

const dictionaries: Record<Locale, Record<MessageKey, string>> = { es, en };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function getTranslator(locale: Locale): Translate {
  const dictionary = dictionaries[locale];
  return (key, values) =>
    dictionary[key].replace(/\{(\w+)\}/g, (match, name: string) =>
      values && name in values ? String(values[name]) : match,
    );
}

export type { MessageKey };
