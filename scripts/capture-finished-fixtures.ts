import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { clientEntryUrl } from '../src/node/build/client-entry';
import { partsIn } from '../src/node/performance/operations-in-page';

/**
 * Copies a few finished pages of the last `npm run build` into the fixtures of
 * src/node/performance/finished-page.test.ts, with the facts about the build the check needs
 * (the site's code and its modules, and the API panels the pages fetch). Run it after a build when Next changes what it
 * writes or afterPaintLoader changes, so the tests go on reading what the build really produces.
 */
const out = path.resolve('out');
const fixtures = path.resolve('tests/fixtures/finished-site');
const FIXTURE_PAGES = ['index.html', 'checkout/how-checkout-works.html', 'en/checkout/api/reference/gateway/token.html', '404.html'];

const clientDir = path.join(out, 'client');
const names = readdirSync(clientDir).filter((name) => name.endsWith('.js')).sort();

rmSync(fixtures, { recursive: true, force: true });
for (const page of FIXTURE_PAGES) {
  mkdirSync(path.dirname(path.join(fixtures, page)), { recursive: true });
  copyFileSync(path.join(out, page), path.join(fixtures, page));
}
// The API panels the pages fetch when chosen (src/node/html/switch-html.ts), which the check finds beside them.
const parts = [...new Set(FIXTURE_PAGES.flatMap((page) => partsIn(readFileSync(path.join(out, page), 'utf8'))))].sort();
const build = { pages: FIXTURE_PAGES, modules: names.map((name) => `/client/${name}`), parts, client: clientEntryUrl() };
writeFileSync(path.join(fixtures, 'build.json'), `${JSON.stringify(build, null, 2)}\n`);
console.log(`Copied ${FIXTURE_PAGES.length} finished pages and build.json (${names.length} modules of the site's code) into ${path.relative(process.cwd(), fixtures)}/.`);
