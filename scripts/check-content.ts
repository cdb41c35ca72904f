import path from 'node:path';
import { iconNode } from '../src/shared/ui/icons';
import { formatProblems } from '../src/node/site/build-site';
import { apiDefinitions, loadCheckedSite, manifests, readableDefinitions, writeSiteSnapshot } from '../src/node/site/load-site';
import type { Site } from '../src/shared/site/types';
import { compileMdxTree } from '../src/node/content/mdx-compile';
import { clearPageCache, writeCompiledMdx, writePageTree } from '../src/node/content/page-cache';
import { siteHighlighter } from '../src/node/content/highlighter';
import { manifestFile } from '../src/shared/navigation/manifest';
import { validateDefinitions } from '../src/node/openapi/validate';
import { runTranslationReport } from './checks/translation-report';

/**
 * Runs beside `next build`'s compile (scripts/build.ts) so an author sees every content, navigation, API definition and
 * translation problem at once. The checked site is then written for the build's later steps
 * (load-site.ts, SITE_SNAPSHOT), so no other process reads and checks it again.
 */
try {
  // Each page is compiled for the prerender as soon as it is checked, from the tree the check
  // parsed, which is kept for the post-build too (src/node/content/page-cache.ts).
  clearPageCache();
  const highlighter = await siteHighlighter();
  let site: Site;
  try {
    site = loadCheckedSite((tree, { body, file, namespace }) => {
      const source = { body, file, product: namespace };
      try {
        writePageTree(source, tree);
        writeCompiledMdx(source, compileMdxTree(tree, source, highlighter));
        return [];
      } catch (error) {
        // The problem is listed under its file already.
        return [(error as Error).message.replace(`${file}: `, '')];
      }
    });
  } catch (error) {
    // The definitions are validated all the same, so the first run lists their problems too.
    const invalid = await validateDefinitions(readableDefinitions());
    throw new Error([(error as Error).message, ...(invalid.length ? [`The API definitions have ${invalid.length} problem(s) to fix:\n${formatProblems(invalid)}`] : [])].join('\n'));
  }
  // Icons are drawn by lucide-react, which src/node does not import; a name it lacks fails here, with its file.
  const unknownIcons = Object.entries(manifests()).flatMap(([namespace, manifest]) =>
    [manifest.icon, ...manifest.tabs.map((tab) => tab.icon)]
      .filter((name): name is string => name !== undefined && !iconNode(name))
      .map((name) => ({ file: manifestFile(namespace), message: `icon "${name}" is not a lucide icon name. Pick one from https://lucide.dev/icons (kebab-case, like credit-card).` })),
  );
  if (unknownIcons.length > 0) throw new Error(`The manifests have ${unknownIcons.length} problem(s) to fix:\n${formatProblems(unknownIcons)}`);
  const count = (locale: string) => site.pages.filter((p) => p.locale === locale).length;
  const untranslated = site.pages.filter((p) => p.untranslated).map((p) => p.href);
  // Schema validation is asynchronous, so it runs here rather than inside the (synchronous) page build.
  const invalid = await validateDefinitions(apiDefinitions());
  if (invalid.length > 0) throw new Error(`The API definitions have ${invalid.length} problem(s) to fix:\n${formatProblems(invalid)}`);
  const definitions = Object.values(apiDefinitions()).reduce((sum, perLocale) => sum + Object.keys(perLocale).length, 0);
  console.log(`Content OK: ${count('es')} Spanish and ${count('en')} English pages, ${definitions} valid API definition(s).`);
  if (untranslated.length) console.log(`Shown in Spanish with the untranslated notice: ${untranslated.join(', ')}`);
  const missing = runTranslationReport();
  if (missing) throw new Error(missing);
  console.log(`Checked site written for the build's later steps: ${path.relative(process.cwd(), writeSiteSnapshot())}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
