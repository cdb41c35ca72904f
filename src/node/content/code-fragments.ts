import { createHash } from 'node:crypto';

/**
 * Code an API page shows only on request (another language, another status) is not in the page:
 * the build writes it to `/code/<hash>.txt` and the page fetches it when a reader picks it.
 * The name is a hash of the highlighted HTML, so a file never changes and caches for good.
 */
export const CODE_FRAGMENTS_DIR = 'code';

export function codeFragmentPath(html: string): string {
  return `/${CODE_FRAGMENTS_DIR}/${createHash('sha256').update(html).digest('base64url').slice(0, 20)}.txt`;
}
