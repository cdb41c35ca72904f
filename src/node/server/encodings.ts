import { parseAccept } from 'hono/utils/accept';
import type { Encoding } from './site-files';

const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];

/** The encodings an Accept-Encoding header allows, best first: by its q-values, then Brotli before gzip. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const quality = new Map<string, number>();
  for (const { type, q } of parseAccept(header)) quality.set(type.toLowerCase(), q);
  const wildcard = quality.get('*') ?? 0;
  return PREFERENCE.filter((encoding) => (quality.get(encoding) ?? wildcard) > 0).sort((a, b) => (quality.get(b) ?? wildcard) - (quality.get(a) ?? wildcard));
}
