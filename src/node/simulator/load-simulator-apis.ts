import { locales, type Locale } from '../../shared/i18n/locales';
import type { RawObject } from '../../shared/openapi/raw';
import { simulatorDocument, type SimApi } from '../../shared/simulator/api-data';
import { buildDefinitions, readDefinitionSources, type ApiDefinitions } from '../openapi/load-definitions';

/** The definitions read once, or a throw naming every problem. */
function definitionsOf(repoRoot: string, only?: readonly string[]): ApiDefinitions {
  const sources = readDefinitionSources(repoRoot).filter((source) => only === undefined || only.includes(source.api));
  const { definitions, problems } = buildDefinitions(sources);
  if (problems.length > 0) throw new Error(problems.map((problem) => `${problem.file}: ${problem.message}`).join('\n'));
  return definitions;
}

const apisIn = (definitions: ApiDefinitions, locale: Locale): SimApi[] =>
  Object.entries(definitions).flatMap(([api, perLocale]) => {
    const loaded = perLocale[locale];
    return loaded ? [{ api, locale, document: simulatorDocument(loaded.document as unknown as RawObject) }] : [];
  });

/**
 * The definitions the simulator reads, from `openapi/` (the English overlay applied for `en`),
 * trimmed of the words only readers need: what the local server and the tests hand to
 * `createSimulator`. `only` limits the APIs read (a test of one product reads one). Throws on a
 * definition that does not load.
 */
export function loadSimulatorApis(repoRoot: string, locale: Locale, only?: readonly string[]): SimApi[] {
  return apisIn(definitionsOf(repoRoot, only), locale);
}

/** The same in every language, the definitions read once (the example check). */
export function loadSimulatorApisPerLocale(repoRoot: string): Record<Locale, SimApi[]> {
  const definitions = definitionsOf(repoRoot);
  return Object.fromEntries(locales.map((locale) => [locale, apisIn(definitions, locale)])) as Record<Locale, SimApi[]>;
}
