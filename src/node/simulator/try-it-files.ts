import type { Facts } from '../../shared/facts/facts-data';
import { locales } from '../../shared/i18n/locales';
import type { RawObject } from '../../shared/openapi/raw';
import { simulatorDocument } from '../../shared/simulator/api-data';
import { tryItDataPath, type TryItData } from '../../shared/ui/try-it-markup';
import { buildDefinitions, readDefinitionSources } from '../openapi/load-definitions';

/**
 * What *Try it* fetches on its first press (docs/simulator.md, "In the page"): one file per API and
 * locale, `/simulator/<locale>/<api>.json`, with the definition as the simulator reads it (the
 * overlay applied, readers' words out: api-data.ts `simulatorDocument`) and the facts' numeric
 * values, the windows and limits the simulator decides by (environment.ts `numberFact`; texts and
 * tables are for pages: with them every file weighed 2.4 KB gzip more). By site path.
 */
export function tryItFiles(repoRoot: string, facts: Facts): Map<string, string> {
  const { definitions, problems } = buildDefinitions(readDefinitionSources(repoRoot));
  if (problems.length > 0) throw new Error(problems.map((problem) => `${problem.file}: ${problem.message}`).join('\n'));
  const values: Facts = Object.fromEntries(
    Object.entries(facts).flatMap(([namespace, file]) => {
      const numbers = Object.entries(file.values ?? {}).filter(([, value]) => typeof value === 'number');
      return numbers.length > 0 ? [[namespace, { values: Object.fromEntries(numbers) }]] : [];
    }),
  );
  const files = new Map<string, string>();
  for (const [api, perLocale] of Object.entries(definitions)) {
    for (const locale of locales) {
      const loaded = perLocale[locale];
      if (!loaded) continue;
      const data: TryItData = { api, locale, document: simulatorDocument(loaded.document as unknown as RawObject), facts: values };
      files.set(tryItDataPath(locale, api), JSON.stringify(data));
    }
  }
  return files;
}
