import path from 'node:path';
import { parseYaml, yamlTexts } from '../content/yaml-files';
import type { Problem } from '../../shared/site/types';
import { factsFile, factsFileSchema, type Facts, type FactsFile } from '../../shared/facts/facts-data';

/** Facts files by namespace, from their texts; pure, for tests. */
export function readFactsTexts(texts: ReadonlyMap<string, string>): { facts: Facts; problems: Problem[] } {
  const facts: Record<string, FactsFile> = {};
  const problems: Problem[] = [];
  for (const [namespace, source] of texts) {
    const file = factsFile(namespace);
    const yaml = parseYaml(source);
    if ('problem' in yaml) {
      problems.push({ file, message: yaml.problem });
      continue;
    }
    const parsed = factsFileSchema.safeParse(yaml.data ?? {});
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ file, message: `${issue.path.join('.') || '(top level)'} ${issue.message}. Facts files hold values: and tables: (docs/authoring.md, "Facts").` });
      continue;
    }
    facts[namespace] = parsed.data;
  }
  return { facts, problems };
}

/** Every `facts/*.yaml` of the repository (none is fine). */
export function loadFacts(repoRoot: string): { facts: Facts; problems: Problem[] } {
  return readFactsTexts(yamlTexts(path.join(repoRoot, 'facts')));
}

let cached: { root: string; facts: Facts } | undefined;

/** The repository's facts, read once per process (a problem in them is reported by the content check). */
export function repositoryFacts(repoRoot = process.cwd()): Facts {
  if (cached?.root !== repoRoot) cached = { root: repoRoot, facts: loadFacts(repoRoot).facts };
  return cached.facts;
}
