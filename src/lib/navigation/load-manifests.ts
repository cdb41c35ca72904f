import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Problem } from '../site/types';
import { manifestFile, namespacePattern, parseManifest, type Manifest } from './manifest';

/** The namespaces of the site, in menu order: one `navigation/<namespace>.yaml` each. */
export interface Manifests {
  namespaces: Record<string, Manifest>;
  problems: Problem[];
}

/** Turns manifest texts (by namespace) into manifests, ordered by `position`; pure, for tests. */
export function readManifestTexts(texts: ReadonlyMap<string, string>): Manifests {
  const problems: Problem[] = [];
  const found: Array<[string, Manifest]> = [];
  for (const [namespace, source] of texts) {
    const file = manifestFile(namespace);
    if (!namespacePattern.test(namespace)) {
      problems.push({ file, message: `"${namespace}" is not a namespace name: use lowercase letters, digits and hyphens (it is the first segment of the product's URLs).` });
      continue;
    }
    let data: unknown;
    try {
      data = parse(source);
    } catch (error) {
      problems.push({ file, message: `is not valid YAML: ${(error as Error).message.split('\n')[0]}` });
      continue;
    }
    const { manifest, problems: invalid } = parseManifest(data);
    for (const message of invalid) problems.push({ file, message });
    if (manifest) found.push([namespace, manifest]);
  }
  const byPosition = new Map<number, string>();
  for (const [namespace, manifest] of found) {
    const other = byPosition.get(manifest.position);
    if (other) problems.push({ file: manifestFile(namespace), message: `position: ${manifest.position} is also ${manifestFile(other)}'s. Give each product its own place in the menu.` });
    else byPosition.set(manifest.position, namespace);
  }
  found.sort((a, b) => a[1].position - b[1].position || a[0].localeCompare(b[0]));
  return { namespaces: Object.fromEntries(found), problems };
}

/** Every `navigation/*.yaml` of the repository. */
export function loadManifests(repoRoot: string): Manifests {
  const dir = path.join(repoRoot, 'navigation');
  const names = readdirSync(dir).filter((name) => name.endsWith('.yaml')).sort();
  return readManifestTexts(new Map(names.map((name) => [name.replace(/\.yaml$/, ''), readFileSync(path.join(dir, name), 'utf8')])));
}
