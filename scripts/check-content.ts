import { formatProblems } from '../src/lib/site/build-site';
import { apiDefinitions, loadSite } from '../src/lib/site/load-site';
import { validateDefinitions } from '../src/lib/openapi/validate';

/** Runs before `next build` so an author sees every content, navigation and API definition problem at once. */
try {
  const site = loadSite();
  const count = (locale: string) => site.pages.filter((p) => p.locale === locale).length;
  const untranslated = site.pages.filter((p) => p.untranslated).map((p) => p.href);
  // Schema validation is asynchronous, so it runs here rather than inside the (synchronous) page build.
  const invalid = await validateDefinitions(apiDefinitions());
  if (invalid.length > 0) throw new Error(`The API definitions have ${invalid.length} problem(s) to fix:\n${formatProblems(invalid)}`);
  const definitions = Object.values(apiDefinitions()).reduce((sum, perLocale) => sum + Object.keys(perLocale).length, 0);
  console.log(`Content OK: ${count('es')} Spanish and ${count('en')} English pages, ${definitions} valid API definition(s).`);
  if (untranslated.length) console.log(`Shown in Spanish with the untranslated notice: ${untranslated.join(', ')}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
