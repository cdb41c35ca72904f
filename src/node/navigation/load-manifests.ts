import path from 'node:path';
import { parseYaml, yamlTexts } from '../content/yaml-files';
import type { Problem } from '../../shared/site/types';
import { manifestFile, namespacePattern, parseManifest, type Manifest } from '../../shared/navigation/manifest';

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
    const yaml = parseYaml(source);
    if ('problem' in yaml) {
      problems.push({ file, message: yaml.problem });
      continue;
    }
    const { manifest, problems: invalid } = parseManifest(yaml.data);
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
  return readManifestTexts(yamlTexts(path.join(repoRoot, 'navigation')));
}
