/**
 * Grows a repository copy to the documentation's full size, for the build benchmark: the sixteen
 * namespaces of the manifests, `pagesPerLocale` pages in each locale and `definitions` OpenAPI
 * definitions holding `operations` operations in all (issue 12: 250, 14 and 180). It adds what an
 * author adds for a product and nothing else: MDX pages, OpenAPI files with their English overlay,
 * and entries in the namespaces' manifests. So the build it measures is the build of a full site.
 *
 * Pages are copies of the real Web Checkout guides and API reference pages (their code blocks,
 * tables, components and links), so each costs what a real page costs. Definitions are copies of
 * Web Checkout's with their paths moved under a version prefix (`/v2/api/session`), as many
 * copies of each path as the operation count asks for, and their overlays follow the same paths.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';

export interface CorpusTarget {
  pagesPerLocale: number;
  definitions: number;
  operations: number;
}

export interface SyntheticCorpus extends CorpusTarget {
  namespaces: number;
  addedGuides: number;
  addedApiPages: number;
  addedOperations: number;
}

export const fullSize: CorpusTarget = { pagesPerLocale: 250, definitions: 14, operations: 180 };

const LOCALES = ['es', 'en'] as const;
const TEMPLATE_API = 'checkout';
const OPERATIONS_PER_PAGE = 3;
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

type Yaml = Record<string, unknown>;
const readYaml = (file: string) => parse(readFileSync(file, 'utf8')) as Yaml;

function walkMdx(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walkMdx(full) : entry.name.endsWith('.mdx') ? [full] : [];
  });
}

const countPages = (repo: string, locale: string) => walkMdx(path.join(repo, 'content', locale)).length;

/** The template definition's operations, as (path, method). */
function templateOperations(definition: Yaml): Array<{ path: string; method: string }> {
  return Object.entries((definition.paths ?? {}) as Yaml).flatMap(([route, item]) => Object.keys(item as Yaml).filter((key) => METHODS.has(key)).map((method) => ({ path: route, method })));
}

/**
 * A copy of the template definition and overlay with `copies` versions of every path
 * (`/v1/…`, `/v2/…`), trimmed to `count` operations; operationIds stay unique.
 */
function versionedDefinition(definition: Yaml, overlay: Yaml, count: number): { definition: Yaml; overlay: Yaml; operations: Array<{ path: string; method: string }> } {
  const template = templateOperations(definition);
  const paths: Yaml = {};
  const operations: Array<{ path: string; method: string }> = [];
  for (let version = 1; operations.length < count; version++) {
    for (const { path: route, method } of template) {
      if (operations.length >= count) break;
      const versioned = `/v${version}${route}`;
      const original = (definition.paths as Yaml)[route] as Yaml;
      // The path item's shared keys (parameters, summary) once; then only the methods this copy keeps.
      const item = (paths[versioned] ??= Object.fromEntries(Object.entries(original).filter(([key]) => !METHODS.has(key)))) as Yaml;
      const operation = { ...(original[method] as Yaml) };
      if (typeof operation.operationId === 'string') operation.operationId = `${operation.operationId}V${version}`;
      item[method] = operation;
      operations.push({ path: versioned, method });
    }
  }
  const actions = (overlay.actions as Array<{ target: string }>).flatMap((action) => {
    const route = /^\$\.paths\['([^']+)'\]/.exec(action.target)?.[1];
    if (!route) return [action];
    return Object.keys(paths)
      .filter((versioned) => versioned.replace(/^\/v\d+/, '') === route)
      .map((versioned) => ({ ...action, target: action.target.replace(`$.paths['${route}']`, `$.paths['${versioned}']`) }))
      .filter((copy) => {
        // An action on a method this copy of the path does not have would match nothing.
        const method = /^\$\.paths\['[^']+'\]\.(\w+)/.exec(copy.target)?.[1];
        const versioned = /^\$\.paths\['([^']+)'\]/.exec(copy.target)![1]!;
        return !method || !METHODS.has(method) || method in (paths[versioned] as Yaml);
      });
  });
  return { definition: { ...definition, paths }, overlay: { ...overlay, actions }, operations };
}

/**
 * A copy of a template guide for a bench page: no short sidebar title, and its tables of codes
 * scoped to the copy (`scope`), whose codes would otherwise collide in the catalogue with the same
 * codes of the product the copy is placed in.
 */
export function benchGuide(template: string, scope: string): string {
  return template
    .replace(/^sidebarTitle: .*\n/m, '')
    .replace(/<Codes\b[^>]*>/g, (tag) => (/\sscope="/.test(tag) ? tag.replace(/\sscope="/, ` scope="${scope}-`) : tag.replace('<Codes', `<Codes scope="${scope}"`)));
}

/** An API reference page placing `operations` of `api`: the template page's introduction, then the operations. */
function apiPage(template: string, title: string, api: string, operations: ReadonlyArray<{ path: string; method: string }>): string {
  const [, frontmatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(template) ?? [];
  const intro = body.split('\n<ApiOperation')[0]!.trim();
  const description = /^description: .*$/m.exec(frontmatter)?.[0] ?? 'description: Reference.';
  const tags = operations.map((op) => `<ApiOperation api="${api}" path="${op.path}" method="${op.method}" />`);
  return `---\ntitle: ${title}\n${description}\n---\n\n${intro}\n\n${tags.join('\n\n')}\n`;
}

function appendGroup(manifest: Yaml, tabId: string, title: string, pages: string[], kind?: 'api'): void {
  if (pages.length === 0) return;
  const tabs = manifest.tabs as Yaml[];
  let tab = tabs.find((candidate) => candidate.id === tabId);
  if (!tab) {
    tab = { id: tabId, ...(kind ? { kind } : {}), groups: [] };
    tabs.push(tab);
  }
  (tab.groups as Yaml[]).push({ title: { es: title, en: title }, pages });
}

export function growCorpus(repo: string, target: CorpusTarget = fullSize): SyntheticCorpus {
  const manifestDir = path.join(repo, 'navigation');
  const manifests = new Map(readdirSync(manifestDir).filter((name) => name.endsWith('.yaml')).map((name) => [name.replace(/\.yaml$/, ''), readYaml(path.join(manifestDir, name))]));
  const writtenIn = (namespace: string) => (manifests.get(namespace)?.locales as string[] | undefined) ?? [...LOCALES];
  // Products that get a definition: every namespace but the template's, in manifest order.
  const others = [...manifests.keys()].filter((namespace) => namespace !== TEMPLATE_API);
  const apiSource = path.join(repo, 'openapi', TEMPLATE_API);
  const definition = readYaml(path.join(apiSource, 'openapi.yaml'));
  const overlay = readYaml(path.join(apiSource, 'en.overlay.yaml'));
  // What the products already have counts towards the target; a product's own definition is never replaced.
  const withDefinition = readdirSync(path.join(repo, 'openapi'));
  const existingOperations = withDefinition
    .flatMap((namespace) => readdirSync(path.join(repo, 'openapi', namespace)).filter((name) => /\.ya?ml$/.test(name) && !name.includes('.overlay.')).map((name) => path.join(repo, 'openapi', namespace, name)))
    .reduce((sum, file) => sum + templateOperations(readYaml(file)).length, 0);

  // Definitions and their API pages.
  const newDefinitions = others.filter((namespace) => !withDefinition.includes(namespace)).slice(0, Math.max(0, target.definitions - withDefinition.length));
  const toAdd = Math.max(0, target.operations - existingOperations);
  const sessionPage = (locale: string) => readFileSync(path.join(repo, 'content', locale, TEMPLATE_API, 'api', 'reference', 'session.mdx'), 'utf8');
  let addedApiPages = 0;
  newDefinitions.forEach((namespace, index) => {
    const count = Math.floor(toAdd / newDefinitions.length) + (index < toAdd % newDefinitions.length ? 1 : 0);
    const versioned = versionedDefinition(definition, overlay, count);
    const dir = path.join(repo, 'openapi', namespace);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'openapi.yaml'), stringify(versioned.definition));
    if (writtenIn(namespace).includes('en')) writeFileSync(path.join(dir, 'en.overlay.yaml'), stringify(versioned.overlay));
    const pages: string[] = [];
    for (let start = 0; start < versioned.operations.length; start += OPERATIONS_PER_PAGE) {
      const slug = `/${namespace}/api/reference/bench-${start / OPERATIONS_PER_PAGE + 1}`;
      for (const locale of writtenIn(namespace)) {
        const file = path.join(repo, 'content', locale, `${slug}.mdx`);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, apiPage(sessionPage(locale), `Referencia ${start / OPERATIONS_PER_PAGE + 1}`, namespace, versioned.operations.slice(start, start + OPERATIONS_PER_PAGE)));
      }
      pages.push(slug);
    }
    appendGroup(manifests.get(namespace)!, 'api', 'Bench', pages, 'api');
    addedApiPages += pages.length;
  });

  // Guides, copied round-robin from the template's, spread over the other namespaces.
  const guideDir = (locale: string) => path.join(repo, 'content', locale, TEMPLATE_API);
  const guides = walkMdx(guideDir('es'))
    .map((file) => path.relative(guideDir('es'), file))
    .filter((file) => !file.startsWith('api/') && existsSync(path.join(guideDir('en'), file)))
    .sort();
  const missing = Math.max(0, target.pagesPerLocale - countPages(repo, 'es'));
  const added = new Map<string, string[]>();
  for (let n = 0; n < missing; n++) {
    const namespace = others[n % others.length]!;
    const template = guides[n % guides.length]!;
    const slug = `/${namespace}/bench/${n + 1}`;
    for (const locale of writtenIn(namespace)) {
      const file = path.join(repo, 'content', locale, `${slug}.mdx`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, benchGuide(readFileSync(path.join(guideDir(locale), template), 'utf8'), `bench-${n + 1}`));
    }
    added.set(namespace, [...(added.get(namespace) ?? []), slug]);
  }
  for (const [namespace, pages] of added) appendGroup(manifests.get(namespace)!, 'documentation', 'Bench', pages);
  for (const [namespace, manifest] of manifests) writeFileSync(path.join(manifestDir, `${namespace}.yaml`), stringify(manifest));

  return { ...target, namespaces: manifests.size, addedGuides: missing, addedApiPages, addedOperations: toAdd };
}
