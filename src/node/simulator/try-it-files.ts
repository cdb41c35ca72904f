import type { Facts } from '../../shared/facts/facts-data';
import { locales } from '../../shared/i18n/locales';
import type { RawObject } from '../../shared/openapi/raw';
import { simulatorDocument } from '../../shared/simulator/api-data';
import { TRY_IT_FACTS_PATH, TRY_IT_INDEX_PATH, tryItDataPath, type TryItData, type TryItIndex } from '../../shared/ui/try-it-markup';
import { buildDefinitions, readDefinitionSources } from '../openapi/load-definitions';

/**
 * What *Try it* fetches on its first press (docs/simulator.md, "In the page"): one file per API and
 * locale, `/simulator/<locale>/<api>.json`, with the definition as the simulator reads it (the
 * overlay applied, readers' words out: api-data.ts `simulatorDocument`), and once the facts, which
 * the models read as numbers, texts and tables (environment.ts `numberFact`, `textFact`; the payment
 * orders' statuses table): 12.7 KB gzip, too much to repeat in every API's file; and the list of the
 * APIs (`TRY_IT_INDEX_PATH`), which the MCP tool reads to load them all. By site path.
 */
export function tryItFiles(repoRoot: string, facts: Facts): Map<string, string> {
  const { definitions, problems } = buildDefinitions(readDefinitionSources(repoRoot));
  if (problems.length > 0) throw new Error(problems.map((problem) => `${problem.file}: ${problem.message}`).join('\n'));
  const files = new Map<string, string>([[TRY_IT_FACTS_PATH, JSON.stringify(facts)]]);
  for (const [api, perLocale] of Object.entries(definitions)) {
    for (const locale of locales) {
      const loaded = perLocale[locale];
      if (!loaded) continue;
      const data: TryItData = { api, locale, document: simulatorDocument(loaded.document as unknown as RawObject) };
      files.set(tryItDataPath(locale, api), JSON.stringify(data));
    }
  }
  const index: TryItIndex = { apis: Object.keys(definitions).sort() };
  files.set(TRY_IT_INDEX_PATH, JSON.stringify(index));
  return files;
}
