import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentTypeOf, isCompressible } from './content-types';
import type { Encoding } from './site-files';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller files go out as they are: their compressed form would save less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024;
/** The file beside a site file that holds it compressed (`page.html.br`). */
export const ENCODED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Whether the server sends this file compressed: text of a compressible type, large enough. */
export const worthCompressing = (sitePath: string, size: number) => size >= MIN_COMPRESS_BYTES && isCompressible(contentTypeOf(sitePath));

/** Brotli at quality 10 and gzip at level 9: made once, read many times. */
export async function compress(bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const result =
    encoding === 'br'
      ? await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : await gzipAsync(bytes, { level: 9 });
  return new Uint8Array(result.buffer, result.byteOffset, result.length) as Uint8Array<ArrayBuffer>;
}

/**
 * Writes `file.br` and `file.gz` beside every file of `root` worth compressing, a few at a time
 * (zlib works on libuv's threads). Returns how many files and bytes it read and wrote.
 */
export async function precompressTree(root: string, parallel = 4): Promise<{ files: number; bytes: number; brBytes: number; gzipBytes: number }> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => worthCompressing(file, statSync(file).size));
  const totals = { files: files.length, bytes: 0, brBytes: 0, gzipBytes: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([compress(bytes, 'br'), compress(bytes, 'gzip')]);
      await Promise.all([writeFile(file + ENCODED_SUFFIX.br, br), writeFile(file + ENCODED_SUFFIX.gzip, gz)]);
      totals.bytes += bytes.length;
      totals.brBytes += br.length;
      totals.gzipBytes += gz.length;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return totals;
}
