import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { redirectsFile, siteRedirects } from '../src/shared/navigation/redirects';
import { redirectPageHtml } from '../src/node/site/redirect-page';
import { loadSite, manifests } from '../src/node/site/load-site';
import { siteConfig } from '../src/node/site-config';

/**
 * The redirects the manifests declare (navigation/*.yaml `redirects:`), for every host: out/_redirects
 * (Netlify, Cloudflare Pages and the site's own server answer 301 from it) and, at each old URL, a
 * page that sends the reader on for a host that reads neither. Runs last: the pages it writes are no
 * documentation pages, and no earlier step must take them for one.
 */
const out = path.resolve('out');
const redirects = siteRedirects(manifests());
const titles = new Map(loadSite().pages.map((page) => [page.href, page.title]));
const problems: string[] = [];
for (const redirect of redirects) {
  const file = path.join(out, `${redirect.from.slice(1)}.html`);
  if (existsSync(file) || existsSync(path.join(out, redirect.from.slice(1), 'index.html'))) {
    problems.push(`${redirect.from} is redirected (navigation/${redirect.namespace}.yaml) but the build has a page there.`);
    continue;
  }
  const title = titles.get(redirect.to.split('#', 1)[0]!);
  if (!title) {
    problems.push(`${redirect.from} -> ${redirect.to} (navigation/${redirect.namespace}.yaml): the build has no page at ${redirect.to}.`);
    continue;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, redirectPageHtml({ locale: redirect.locale, to: redirect.to, title, origin: siteConfig.url }));
}
if (problems.length) {
  console.error(`write-redirects: ${problems.length} problem(s):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
writeFileSync(path.join(out, '_redirects'), redirectsFile(redirects));
console.log(`Redirects: ${redirects.length} old URLs (out/_redirects and a page at each).`);
