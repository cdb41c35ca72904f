import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { builtPages } from '../src/node/checks/built-pages';
import { checkLinks, readBuiltPage } from '../src/node/checks/links';
import { parseUrlList, unresolvedOldUrls } from '../src/node/checks/replaced-urls';
import { parseRedirectsFile } from '../src/shared/navigation/redirects';
import { siteConfig } from '../src/node/site-config';

/** Whole-site check over the static export: every internal link, asset and #fragment resolves, in both locales. */
const outDir = path.resolve('out');
if (!existsSync(outDir)) {
  console.error('out/ does not exist: run `npm run build` first.');
  process.exit(1);
}

const exists = (file: string) => {
  const full = path.join(outDir, file);
  return full.startsWith(outDir) && existsSync(full) && statSync(full).isFile();
};
// An API panel fetched when chosen is read with its page: its links and ids are the page's.
const readPart = (src: string) => (exists(src) ? readFileSync(path.join(outDir, src), 'utf8') : undefined);
const built = builtPages(outDir);
const pages = built.map((page) => readBuiltPage(page.url, readFileSync(page.file, 'utf8'), readPart));
const origin = new URL(siteConfig.url).origin;
const redirects = parseRedirectsFile(readPart('_redirects') ?? '');
const problems = checkLinks(pages, exists, origin, redirects);
const checked = pages.reduce((sum, page) => sum + page.references.length, 0);

// The replaced site's page URLs (tests/replaced-site/urls.txt) land on a page, directly or by a manifest redirect.
const oldUrlsFile = 'tests/replaced-site/urls.txt';
const pageUrls = new Set(built.filter((page) => !page.notFound && !page.redirect).map((page) => page.url));
const oldUrls = parseUrlList(readFileSync(oldUrlsFile, 'utf8'));
for (const url of unresolvedOldUrls(oldUrls, pageUrls, redirects)) {
  problems.push({ page: url, message: `this URL of the replaced site (${oldUrlsFile}) is no page here: write the page, or add a redirect to the product's manifest (redirects: from/to, docs/authoring.md)` });
}

if (problems.length > 0) {
  console.error(`Site check: ${problems.length} broken reference(s):`);
  for (const problem of problems) console.error(`  ${problem.page}: ${problem.message}`);
  process.exit(1);
}
console.log(`Site check: ${checked} links, assets and fragments on ${pages.length} pages all resolve, and the replaced site's ${oldUrls.length} URLs all land on a page.`);
