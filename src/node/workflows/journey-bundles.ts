import { locales } from '../../shared/i18n/locales';
import { workflowWords } from '../../shared/workflows/arazzo';
import { journeyBundlePath, journeyName, JOURNEY_INDEX_PATH, type JourneyBundle, type JourneyIndexEntry } from '../../shared/workflows/journey-bundle';
import { repositoryFacts } from '../facts/load-facts';
import { loadSimulatorApis } from '../simulator/load-simulator-apis';
import { apiOfSource, readWorkflowFiles, workflowSources } from './load-workflows';

/**
 * The journeys' files for out/ (write-outputs.ts): each workflow file's bundle per language
 * (`/journeys/<locale>/<name>.json`, journey-bundle.ts) and an index of every workflow
 * (`/journeys/index.json`), which the page's journeys and the MCP tool `run_simulation` read.
 */
export function journeyFiles(repoRoot: string): Map<string, string> {
  const files = readWorkflowFiles(repoRoot);
  const facts = repositoryFacts(repoRoot);
  const out = new Map<string, string>();
  for (const locale of locales) {
    const sources = workflowSources(repoRoot, files, locale, loadSimulatorApis(repoRoot, locale));
    for (const { file, document } of files) {
      const own = sources.get(file)!;
      const apis = Object.values(own).map((source) => source.api);
      const bundle: JourneyBundle = { locale, file, document, sources: own, facts: Object.fromEntries(Object.entries(facts).filter(([namespace]) => apis.includes(namespace))) };
      out.set(journeyBundlePath(locale, journeyName(file)), JSON.stringify(bundle));
    }
  }
  const index: JourneyIndexEntry[] = files.flatMap(({ file, document }) =>
    document.workflows.map((workflow) => ({
      workflowId: workflow.workflowId,
      file: journeyName(file),
      apis: document.sourceDescriptions.flatMap((source) => apiOfSource(source.url) ?? []),
      summary: Object.fromEntries(locales.map((locale) => [locale, workflowWords(workflow, locale).summary])) as JourneyIndexEntry['summary'],
    })),
  );
  out.set(JOURNEY_INDEX_PATH, JSON.stringify({ workflows: index }));
  return out;
}
