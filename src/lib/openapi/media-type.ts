import { isObject, type RawObject } from './raw';

export interface ChosenMedia<T extends string> {
  mediaType: T | null;
  /** The media type object under the chosen key, if any. */
  media: RawObject | undefined;
  /** Every other key of `content`, as written. */
  others: string[];
}

/** `application/json; charset=utf-8` is still JSON: compare the type without parameters or case. */
function essence(key: string): string {
  return (key.split(';')[0] ?? '').trim().toLowerCase();
}

/** Picks the first of `preferred` that `content` offers. */
export function chooseMedia<T extends string>(content: unknown, preferred: readonly T[]): ChosenMedia<T> {
  const entries = isObject(content) ? Object.entries(content) : [];
  for (const mediaType of preferred) {
    const index = entries.findIndex(([key]) => essence(key) === mediaType);
    const entry = entries[index];
    if (entry) {
      return {
        mediaType,
        media: isObject(entry[1]) ? entry[1] : undefined,
        others: entries.filter((_, other) => other !== index).map(([key]) => key),
      };
    }
  }
  return { mediaType: null, media: undefined, others: entries.map(([key]) => key) };
}
