import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtPages } from '../src/node/checks/built-pages';
import { readOperationHtml } from '../src/node/content/page-cache';
import { withEarlyInputScript } from '../src/node/performance/early-input-in-page';
import { operationFiles, withOperations } from '../src/node/performance/operations-in-page';
import { finishedSiteProblems } from '../src/node/performance/finished-page';
import { pageScriptSources, withSiteClient } from '../src/browser/inline/scripts-after-paint';
import { clientEntryUrl } from '../src/node/build/client-entry';
import { isNextClientFile } from '../src/node/build/next-client-files';
import { firstUseModules } from '../src/node/performance/startup-modules';
import { criticalCss } from '../src/node/performance/critical-css';
import { filesWithoutStrictPolicy, toHeadersFile, type ServeHeaderRule } from '../src/node/security/headers-file';
import { quoteScript, withCspMeta } from '../src/node/security/csp';
import { siteInlineScripts } from '../src/node/security/site-scripts';
import { siteConfig } from '../src/node/site-config';

/**
 * After `next build`, every page: its API operations' HTML (operations-in-page.ts), the early-input
 * script in <head> (not on the not-found pages), Next's client taken out and the site's own code
 * requested after first paint (scripts-after-paint.ts), the critical CSS in <head> and the
 * stylesheet linked after first paint (critical-css.ts), then a hash-based script and style policy (last, so it hashes the loader too)
 * that allows the site's own inline scripts, known by their text (site-scripts.ts), and no other:
 * a page holding any other inline script fails the build, named; and _headers for CDN hosts. Then
 * it reads every page back and fails the build on any page that did not come out as it should.
 */
const out = path.resolve('out');
const analytics = siteConfig.analyticsScriptUrl ? [new URL(siteConfig.analyticsScriptUrl).origin] : [];
const siteScripts = siteInlineScripts(siteConfig.analyticsScriptUrl);

const client = clientEntryUrl();
if (!client) {
  console.error('finish-output: public/client/ holds no entry module (scripts/build-client.ts bundles it before Next runs).');
  process.exit(1);
}
const firstUse = firstUseModules(client, (src) => readFileSync(path.join(out, src), 'utf8'));

const critical = criticalCss(out);
const pages = builtPages(out);
const pageScripts: string[][] = [];
const operations = new Set<string>();
const strangers: string[] = [];
for (const { file, notFound } of pages) {
  // The page's API operations, written in first (operations-in-page.ts).
  const { html: read, used } = withOperations(readFileSync(file, 'utf8'), (src) => readOperationHtml(src));
  for (const src of used) operations.add(src);
  const built = notFound ? read : withEarlyInputScript(read);
  // The critical CSS after the loader is in: the loader links the stylesheet after paint (critical-css.ts).
  const styled = await critical.inline(withSiteClient(built, [client], firstUse));
  const { html, unknownScripts } = withCspMeta(styled, siteScripts, analytics);
  for (const text of unknownScripts) strangers.push(`${path.relative(process.cwd(), file)}: inline script ${quoteScript(text)} is not one of the site's own (src/node/security/site-scripts.ts), so the page's policy does not allow it and the build stops. Find what put it there (the page's MDX, a component) and take it out.`);
  writeFileSync(file, html);
  pageScripts.push(pageScriptSources(html));
}

if (strangers.length) {
  console.error(`finish-output: ${strangers.length} inline script(s) the site did not write:`);
  for (const problem of strangers) console.error(`  ${problem}`);
  process.exit(1);
}

// The panels an operation's page fetches when chosen (switch-html.ts), beside the pages. The
// operations themselves are in their pages: no navigation fetches one since Next's client left.
for (const [src, html] of operationFiles(operations, (src) => readOperationHtml(src))) {
  if (operations.has(src)) continue;
  mkdirSync(path.dirname(path.join(out, src)), { recursive: true });
  writeFileSync(path.join(out, src), html);
}

// Next's client files: no page uses them (next-client-files.ts).
const outFiles = readdirSync(out, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)));
const outSet = new Set(outFiles.map((file) => file.split(path.sep).join('/')));
const nextClientFiles = [...outSet].filter((file) => isNextClientFile(file, (candidate) => outSet.has(candidate)));
for (const file of nextClientFiles) rmSync(path.join(out, file));

const rules = (JSON.parse(readFileSync('serve.json', 'utf8')) as { headers: ServeHeaderRule[] }).headers;
writeFileSync(path.join(out, '_headers'), toHeadersFile(rules));
// A file that is not a page and runs as a document when opened (an SVG) must get a policy that forbids scripts: a new kind of file needs its extension in serve.json.
const removed = new Set(nextClientFiles);
const unprotected = filesWithoutStrictPolicy([...outSet].filter((file) => !removed.has(file)), rules);
const unprotectedProblems = [...new Set(unprotected.map((file) => path.extname(file) || file))].map(
  (kind) => `serve.json: no rule gives ${kind} files (${unprotected.find((file) => (path.extname(file) || file) === kind)}, …) a Content-Security-Policy that forbids scripts. Add the extension to the rule with "sandbox".`,
);

// Read back from disk, not the strings written: the check covers what a host will serve.
const inOut = (url: string) => {
  const file = path.join(out, url);
  return file.startsWith(out + path.sep) && existsSync(file) && statSync(file).isFile();
};
// One page at a time: a full-size site's pages are some 300 MB of text, which the build need not hold at once.
const problems = [...unprotectedProblems, ...pages.flatMap(({ file, url, notFound }) => finishedSiteProblems([{ name: path.relative(process.cwd(), file), url, html: readFileSync(file, 'utf8'), notFound }], { exists: inOut, client, siteScripts }))];
if (problems.length) {
  console.error(`finish-output: ${problems.length} problem(s) in the finished site:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`Finished ${pages.length} pages: the site's code after first paint, no Next client, a Content-Security-Policy allowing the site's own scripts by hash; removed ${nextClientFiles.length} files of Next's client; wrote out/_headers; checked every page.`);
