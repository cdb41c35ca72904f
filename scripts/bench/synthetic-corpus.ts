/**
 * Makes a repository copy's documentation N times larger, for the build benchmark, by cloning
 * every namespace N-1 times: `checkout` gets `checkout-bench2` … `checkout-bench10`, each with its
 * pages in both locales, its navigation (hrefs moved to the clone) and its API definition.
 *
 * Clones are whole namespaces rather than pages added to existing ones because the build only
 * accepts a page that a navigation of its own namespace reaches, and an API page reads the
 * definition named after its namespace. Each clone thus has the same pages, sidebars and API
 * operations as its original, so the per-page cost is the real one. Route folders named after a
 * namespace (API reference routes: `src/app/(es)/checkout/api`) are cloned too, and the clones are
 * added wherever their originals are listed (navigation/index.ts, apiRouteNamespaces). The home
 * page keeps its fixed product list: it is not touched.
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const LOCALES = ['es', 'en'] as const;

export interface SyntheticCorpus {
  factor: number;
  originalNamespaces: string[];
  addedNamespaces: number;
  routeFolderCopies: number;
}

/** The namespaces the copy declares, read from its own navigation/index.ts. */
async function declaredNamespaces(repo: string): Promise<string[]> {
  const index = (await import(pathToFileURL(path.join(repo, 'navigation', 'index.ts')).href)) as { namespaces?: Record<string, unknown> };
  if (!index.namespaces) throw new Error(`${repo}/navigation/index.ts exports no namespaces.`);
  return Object.keys(index.namespaces);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Moves every href of a namespace's navigation file, in either locale, to the clone. */
function rewriteNavigation(source: string, namespace: string, clone: string): string {
  const href = new RegExp(`(['"\`])(/en)?/${escapeRegExp(namespace)}(?=[/'"\`#?])`, 'g');
  return source.replace(href, (_match, quote: string, english: string | undefined) => `${quote}${english ?? ''}/${clone}`);
}

function cloneNamespace(repo: string, namespace: string, clone: string): void {
  for (const locale of LOCALES) {
    const pages = path.join(repo, 'content', locale);
    // A namespace is a folder of pages, or a single page file (routeOf: `payments.mdx` is /payments).
    if (existsSync(path.join(pages, namespace))) cpSync(path.join(pages, namespace), path.join(pages, clone), { recursive: true });
    if (existsSync(path.join(pages, `${namespace}.mdx`))) cpSync(path.join(pages, `${namespace}.mdx`), path.join(pages, `${clone}.mdx`));
    const navigation = path.join(repo, 'navigation', namespace, `${locale}.ts`);
    if (existsSync(navigation)) {
      const target = path.join(repo, 'navigation', clone, `${locale}.ts`);
      cpSync(navigation, target);
      writeFileSync(target, rewriteNavigation(readFileSync(navigation, 'utf8'), namespace, clone));
    }
  }
  const api = path.join(repo, 'openapi', namespace);
  if (existsSync(api)) cpSync(api, path.join(repo, 'openapi', clone), { recursive: true });
}

/** Route folders under src/app named after the namespace: `src/app/(es)/checkout`, `src/app/(en)/en/checkout`. */
function routeFolders(dir: string, namespace: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const full = path.join(dir, entry.name);
    return entry.name === namespace ? [full] : routeFolders(full, namespace);
  });
}

/** A namespace's own route files name it in a string literal (`namespace="checkout"`): point the copy at the clone. */
function cloneRouteFolders(repo: string, namespace: string, clone: string): number {
  const folders = routeFolders(path.join(repo, 'src', 'app'), namespace);
  const literal = new RegExp(`(['"])${escapeRegExp(namespace)}\\1`, 'g');
  for (const folder of folders) {
    const target = path.join(path.dirname(folder), clone);
    cpSync(folder, target, { recursive: true });
    for (const file of readdirSync(target, { recursive: true, withFileTypes: true })) {
      if (!file.isFile() || !/\.tsx?$/.test(file.name)) continue;
      const full = path.join(file.parentPath, file.name);
      writeFileSync(full, readFileSync(full, 'utf8').replace(literal, (_match, quote: string) => `${quote}${clone}${quote}`));
    }
  }
  return folders.length;
}

/**
 * Namespaces with their own API route must also be listed in src/lib/site/route-kinds.ts; the
 * clones are appended to that list at runtime, so the edit does not depend on how it is written.
 */
async function registerApiRoutes(repo: string, clonesOf: Map<string, string[]>): Promise<void> {
  const file = path.join(repo, 'src', 'lib', 'site', 'route-kinds.ts');
  if (!existsSync(file)) return;
  const kinds = (await import(pathToFileURL(file).href)) as { apiRouteNamespaces?: readonly string[] };
  if (!kinds.apiRouteNamespaces) return;
  const clones = kinds.apiRouteNamespaces.flatMap((namespace) => clonesOf.get(namespace) ?? []);
  if (clones.length === 0) return;
  writeFileSync(
    file,
    readFileSync(file, 'utf8') + `\n// Synthetic namespaces of the build benchmark have the API routes of their originals.\n(apiRouteNamespaces as string[]).push(${clones.map((clone) => `'${clone}'`).join(', ')});\n`,
  );
}

/** navigation/bench-namespaces.ts: the clones' definitions, merged into `namespaces` by index.ts. */
function registerClones(repo: string, clones: string[]): void {
  const identifier = (clone: string, locale: string) => `${clone.replace(/[^A-Za-z0-9]/g, '_')}_${locale}`;
  const imports: string[] = [];
  const entries: string[] = [];
  for (const clone of clones) {
    const locales = LOCALES.filter((locale) => existsSync(path.join(repo, 'navigation', clone, `${locale}.ts`)));
    for (const locale of locales) imports.push(`import ${identifier(clone, locale)} from './${clone}/${locale}';`);
    entries.push(`  '${clone}': { navigation: { ${locales.map((locale) => `${locale}: ${identifier(clone, locale)}`).join(', ')} } },`);
  }
  writeFileSync(
    path.join(repo, 'navigation', 'bench-namespaces.ts'),
    [
      '// Generated by scripts/bench/synthetic-corpus.ts in a throwaway copy of the repository.',
      "import type { NamespaceDefinition } from '@/lib/navigation/types';",
      ...imports,
      '',
      'export const benchNamespaces: Record<string, NamespaceDefinition> = {',
      ...entries,
      '};',
      '',
    ].join('\n'),
  );
  const index = path.join(repo, 'navigation', 'index.ts');
  writeFileSync(
    index,
    readFileSync(index, 'utf8') + "\n// Synthetic namespaces of the build benchmark, after the real ones in menu order.\nimport { benchNamespaces } from './bench-namespaces';\nObject.assign(namespaces, benchNamespaces);\n",
  );
}

export async function multiplyCorpus(repo: string, factor: number): Promise<SyntheticCorpus> {
  const originalNamespaces = await declaredNamespaces(repo);
  const clones: string[] = [];
  const clonesOf = new Map<string, string[]>();
  let routeFolderCopies = 0;
  for (let copy = 2; copy <= factor; copy++) {
    for (const namespace of originalNamespaces) {
      const clone = `${namespace}-bench${copy}`;
      cloneNamespace(repo, namespace, clone);
      routeFolderCopies += cloneRouteFolders(repo, namespace, clone);
      clones.push(clone);
      clonesOf.set(namespace, [...(clonesOf.get(namespace) ?? []), clone]);
    }
  }
  registerClones(repo, clones);
  await registerApiRoutes(repo, clonesOf);
  return { factor, originalNamespaces, addedNamespaces: clones.length, routeFolderCopies };
}
