import { isObject, type RawObject } from './raw';

/** How a body travels, whatever the exact media type: what the page and the samples need to know. */
export type MediaKind = 'json' | 'multipart' | 'urlencoded' | 'xml' | 'text' | 'binary';

export interface ChosenMedia {
  /** The chosen content key without parameters, lower case (`application/problem+json`); null when `content` lists nothing. */
  mediaType: string | null;
  kind: MediaKind | null;
  /** The media type object under the chosen key, if any. */
  media: RawObject | undefined;
  /** Every other key of `content`, as written. */
  others: string[];
}

/** `application/json; charset=utf-8` is still JSON: compare the type without parameters or case. */
export function essence(key: string): string {
  return (key.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * What a media type is. Any `+json` suffix (`application/problem+json`, `application/vnd.api+json`)
 * reads as JSON, and so does `*\/*`, which generators write for JSON bodies.
 */
export function mediaKind(mediaType: string): MediaKind {
  const type = essence(mediaType);
  if (type === 'application/json' || type.endsWith('+json') || type === '*/*' || type === 'application/*') return 'json';
  if (type.startsWith('multipart/')) return 'multipart';
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  if (type === 'application/xml' || type === 'text/xml' || type.endsWith('+xml')) return 'xml';
  if (type.startsWith('text/')) return 'text';
  return 'binary';
}

/** Which content entry a page shows: JSON first, then forms, then whatever the definition lists first. */
const preference: readonly MediaKind[] = ['json', 'multipart', 'urlencoded'];

/** Picks the content entry to show; the others are listed by name. */
export function chooseMedia(content: unknown): ChosenMedia {
  const entries = isObject(content) ? Object.entries(content) : [];
  if (entries.length === 0) return { mediaType: null, kind: null, media: undefined, others: [] };
  const kinds = entries.map(([key]) => mediaKind(key));
  let index = 0;
  for (const kind of preference) {
    const found = kinds.indexOf(kind);
    if (found >= 0) {
      index = found;
      break;
    }
  }
  const [key, media] = entries[index] as [string, unknown];
  return {
    mediaType: essence(key),
    kind: kinds[index] ?? null,
    media: isObject(media) ? media : undefined,
    others: entries.filter((_, other) => other !== index).map(([name]) => name),
  };
}
