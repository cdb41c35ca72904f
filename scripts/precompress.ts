import path from 'node:path';
import { precompressTree } from '../src/node/server/precompress';

/**
 * Brotli and gzip beside each text file of out/ (src/node/server/precompress.ts): the site's server
 * sends them by the client's Accept-Encoding instead of compressing on every request. Runs last in
 * `npm run build`, when out/ is complete.
 */
const started = performance.now();
const { files, bytes, brBytes, gzipBytes } = await precompressTree(path.resolve('out'));
const mb = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MB`;
console.log(`Precompressed ${files} files (${mb(bytes)}): Brotli ${mb(brBytes)}, gzip ${mb(gzipBytes)}, in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
