import type { Locale } from '../../shared/i18n/locales';
import type { RawObject } from '../../shared/openapi/raw';
import { simulatorDocument, type SimApi } from '../../shared/simulator/api-data';
import { buildDefinitions, readDefinitionSources } from '../openapi/load-definitions';

/**
 * The definitions the simulator reads, from `openapi/` (the English overlay applied for `en`),
 * trimmed of the words only readers need: what the local server and the tests hand to
 * `createSimulator`. `only` limits the APIs read (a test of one product reads one). Throws on a
 * definition that does not load.
 */
export function loadSimulatorApis(repoRoot: string, locale: Locale, only?: readonly string[]): SimApi[] {
  const sources = readDefinitionSources(repoRoot).filter((source) => only === undefined || only.includes(source.api));
  const { definitions, problems } = buildDefinitions(sources);
  if (problems.length > 0) throw new Error(problems.map((problem) => `${problem.file}: ${problem.message}`).join('\n'));
  return Object.entries(definitions).flatMap(([api, perLocale]) => {
    const loaded = perLocale[locale];
    return loaded ? [{ api, locale, document: simulatorDocument(loaded.document as unknown as RawObject) }] : [];
  });
}
