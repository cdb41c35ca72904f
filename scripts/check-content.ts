import { loadSite } from '../src/lib/site/load-site';

/** Runs before `next build` so an author sees every content and navigation problem at once. */
try {
  const site = loadSite();
  const count = (locale: string) => site.pages.filter((p) => p.locale === locale).length;
  const untranslated = site.pages.filter((p) => p.untranslated).map((p) => p.href);
  console.log(`Content OK: ${count('es')} Spanish and ${count('en')} English pages.`);
  if (untranslated.length) console.log(`Shown in Spanish with the untranslated notice: ${untranslated.join(', ')}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
