import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Problem } from '../site/types';
import { factsFile, factsFileSchema, type Facts, type FactsFile } from './facts-data';

/** Facts files by namespace, from their texts; pure, for tests. */
export function readFactsTexts(texts: ReadonlyMap<string, string>): { facts: Facts; problems: Problem[] } {
  const facts: Record<string, FactsFile> = {};
  const problems: Problem[] = [];
  for (const [namespace, source] of texts) {
    const file = factsFile(namespace);
    let data: unknown;
    try {
      data = parse(source);
    } catch (error) {
      problems.push({ file, message: `is not valid YAML: ${(error as Error).message.split('\n')[0]}` });
      continue;
    }
    const parsed = factsFileSchema.safeParse(data ?? {});
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
  const dir = path.join(repoRoot, 'facts');
  if (!existsSync(dir)) return { facts: {}, problems: [] };
  const names = readdirSync(dir).filter((name) => name.endsWith('.yaml')).sort();
  return readFactsTexts(new Map(names.map((name) => [name.replace(/\.yaml$/, ''), readFileSync(path.join(dir, name), 'utf8')])));
}

let cached: { root: string; facts: Facts } | undefined;

/** The repository's facts, read once per process (a problem in them is reported by the content check). */
export function repositoryFacts(repoRoot = process.cwd()): Facts {
  if (cached?.root !== repoRoot) cached = { root: repoRoot, facts: loadFacts(repoRoot).facts };
  return cached.facts;
}
