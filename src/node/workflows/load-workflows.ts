import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Locale } from '../../shared/i18n/locales';
import type { RawObject } from '../../shared/openapi/raw';
import type { SimApi } from '../../shared/simulator/api-data';
import type { ArazzoDocument } from '../../shared/workflows/arazzo';
import { absentProducts } from '../checks/content-links';
import { loadSimulatorApis } from '../simulator/load-simulator-apis';
import { workflowFileProblems } from './validate-workflows';

/**
 * The Arazzo workflows beside the definitions (openapi/workflows/*.arazzo.yaml), each validated
 * against the Arazzo 1.0 schema, with its source descriptions read: `../<api>/openapi.yaml` is that
 * API's definition as the simulator reads it (the English overlay applied for `en`), a YAML file
 * beside the workflows (`./simulator-controls.yaml`) is read as it is. Throws naming the file and
 * the pointer of the first problems.
 */
export const WORKFLOWS_DIR = 'openapi/workflows';

export interface LoadedWorkflowFile {
  /** `openapi/workflows/checkout-payment.arazzo.yaml`. */
  file: string;
  document: ArazzoDocument;
}

/** The workflow files' text (`openapi/workflows/*.arazzo.yaml`), by name. */
export function workflowTexts(repoRoot: string): { file: string; text: string }[] {
  const dir = path.join(repoRoot, WORKFLOWS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.arazzo.yaml'))
    .sort()
    .map((name) => ({ file: `${WORKFLOWS_DIR}/${name}`, text: readFileSync(path.join(dir, name), 'utf8') }));
}

/** The OpenAPI files beside the workflows (`openapi/workflows/*.yaml` that are not workflows: the simulator's controls). */
export function controlsTexts(repoRoot: string): { file: string; text: string }[] {
  const dir = path.join(repoRoot, WORKFLOWS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') && !name.endsWith('.arazzo.yaml'))
    .sort()
    .map((name) => ({ file: `${WORKFLOWS_DIR}/${name}`, text: readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * Every workflow file, checked. A partial copy of the site that leaves products out on purpose
 * (`absent`, ABSENT_PRODUCTS_ENV, as the new-product test does) leaves out the workflows that call
 * them too; anywhere else a workflow naming a missing definition fails in workflowSources.
 */
export function readWorkflowFiles(repoRoot: string, absent: ReadonlySet<string> = absentProducts()): LoadedWorkflowFile[] {
  const texts = workflowTexts(repoRoot);
  const problems = workflowFileProblems(repoRoot, texts);
  if (problems.length > 0) throw new Error(`Invalid Arazzo workflow:\n${problems.slice(0, 20).map((problem) => `${problem.file}${problem.message}`).join('\n')}`);
  return texts
    .map(({ file, text }) => ({ file, document: parse(text) as ArazzoDocument }))
    .filter(({ document }) => !document.sourceDescriptions.some((source) => absent.has(apiOfSource(source.url) ?? '')));
}

/** The API a source description's URL names (`../checkout/openapi.yaml` → checkout), if it is one of the definitions. */
export function apiOfSource(url: string): string | undefined {
  return /^\.\.\/([a-z0-9-]+)\/openapi\.yaml$/.exec(url)?.[1];
}

/** Every source description of the files, read for one locale: by file, by source name. */
export function workflowSources(repoRoot: string, files: readonly LoadedWorkflowFile[], locale: Locale, apis: readonly SimApi[] = loadSimulatorApis(repoRoot, locale)): Map<string, Record<string, SimApi>> {
  const out = new Map<string, Record<string, SimApi>>();
  for (const { file, document } of files) {
    const sources: Record<string, SimApi> = {};
    for (const source of document.sourceDescriptions) {
      const api = apiOfSource(source.url);
      if (api) {
        const found = apis.find((candidate) => candidate.api === api);
        if (!found) throw new Error(`${file}: source ${source.name} (${source.url}) is not a definition the simulator reads`);
        sources[source.name] = found;
        continue;
      }
      const full = path.resolve(repoRoot, WORKFLOWS_DIR, source.url);
      if (!full.startsWith(path.join(repoRoot, WORKFLOWS_DIR)) || !existsSync(full)) throw new Error(`${file}: source ${source.name} (${source.url}) is not a file beside the workflows`);
      sources[source.name] = { api: source.name, locale, document: parse(readFileSync(full, 'utf8')) as RawObject };
    }
    out.set(file, sources);
  }
  return out;
}
