import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtPages } from '../src/lib/checks/built-pages';
import { withScriptsAfterPaint } from '../src/lib/performance/scripts-after-paint';
import { toHeadersFile, type ServeHeaderRule } from '../src/lib/security/headers-file';
import { withCspMeta } from '../src/lib/security/csp';
import { siteConfig } from '../src/lib/site-config';

/**
 * After `next build`, every page: its scripts requested after first paint, then a hash-based
 * script policy (last, so it hashes the loader too); and _headers for CDN hosts.
 */
const out = path.resolve('out');
const analytics = siteConfig.analyticsScriptUrl ? [new URL(siteConfig.analyticsScriptUrl).origin] : [];

const files = builtPages(out).map((page) => page.file);
for (const file of files) writeFileSync(file, withCspMeta(withScriptsAfterPaint(readFileSync(file, 'utf8')), analytics));
const rules = (JSON.parse(readFileSync('serve.json', 'utf8')) as { headers: ServeHeaderRule[] }).headers;
writeFileSync(path.join(out, '_headers'), toHeadersFile(rules));
console.log(`Finished ${files.length} pages: scripts after first paint, a hash-based Content-Security-Policy; wrote out/_headers.`);
