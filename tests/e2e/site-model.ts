import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { codeGroupLabel } from '../../src/node/content/code-labels';
import { parseCodeMeta } from '../../src/node/content/code-meta';
import { parseMdx, type PageHeading } from '../../src/shared/content/headings';
import type { Locale } from '../../src/shared/i18n/locales';
import type { NavLink } from '../../src/shared/navigation/types';
import { flattenLinks } from '../../src/shared/navigation/walk';
import type { AttributeModel } from '../../src/shared/openapi/attributes';
import type { ApiOperationModel, ExampleModel, ResponseModel } from '../../src/shared/openapi/operation-model';
import type { CodeSample } from '../../src/shared/openapi/samples';
import { apiDefinitions, loadSite, manifests } from '../../src/node/site/load-site';
import type { SitePage } from '../../src/shared/site/types';

/**
 * The site as the build sees it (manifests, frontmatter, API definitions), so browser tests assert
 * that a page shows what its sources say, not a copy of their wording that breaks on every edit.
 */
export const site = loadSite();

export function pageAt(href: string): SitePage {
  const found = site.pages.find((page) => page.href === href);
  if (!found) throw new Error(`No built page at ${href}: the test names a page the manifests do not list.`);
  return found;
}

/** The sidebar link to `target` as the page at `href` shows it. */
export function sidebarLink(href: string, target: string): NavLink {
  const link = flattenLinks(pageAt(href).navigation).find((candidate) => candidate.href === target);
  if (!link) throw new Error(`The sidebar of ${href} has no link to ${target}.`);
  return link;
}

/** The label of `target` in the sidebar of the page at `href`. */
export const sidebarTitle = (href: string, target: string) => sidebarLink(href, target).title;

/** The headings of a page at one level (the level-2 ones, "On this page", by default), in order. */
export function headingsOf(href: string, depth = 2): PageHeading[] {
  return pageAt(href).headings.filter((heading) => heading.depth === depth);
}

/** Previous and next pages of `href`: its neighbours in the reading order of its sidebar, each page once. */
export function neighboursOf(href: string): { previous?: NavLink; next?: NavLink } {
  const seen = new Set<string>();
  const ordered = flattenLinks(pageAt(href).navigation).filter((link) => !seen.has(link.href) && seen.add(link.href));
  const index = ordered.findIndex((link) => link.href === href);
  if (index === -1) throw new Error(`${href} is not in its own sidebar.`);
  return { previous: ordered[index - 1], next: ordered[index + 1] };
}

/** A product's name in the home menu and section selector, as its manifest (navigation/<namespace>.yaml) gives it. */
export function productName(namespace: string, locale: Locale): string {
  const home = manifests()[namespace]?.home;
  if (!home) throw new Error(`navigation/${namespace}.yaml has no home entry.`);
  return home.title[locale] ?? home.title.es;
}

// ---------------------------------------------------------------------------------------------
// API operations, as the page at `href` places them (read from its language's definition).

/** The operations a page places with <ApiOperation>, in page order. */
export function operationsOf(href: string): ApiOperationModel[] {
  const operations = pageAt(href).operations ?? [];
  if (operations.length === 0) throw new Error(`${href} places no API operation.`);
  return operations;
}

/** The operation `method path` on the page at `href` (paths and methods are facts of the content guide). */
export function operationOf(href: string, method: string, path: string): ApiOperationModel {
  const found = operationsOf(href).find((operation) => operation.method === method.toUpperCase() && operation.path === path);
  if (!found) throw new Error(`${href} does not place ${method} ${path}.`);
  return found;
}

/** Where the site documents `method path` in a locale: the page and the operation's heading. */
export function operationHref(locale: Locale, method: string, path: string): string {
  for (const page of site.pages.filter((candidate) => candidate.locale === locale)) {
    const found = page.operations?.find((operation) => operation.method === method.toUpperCase() && operation.path === path);
    if (found) return `${page.href}#${found.id}`;
  }
  throw new Error(`No ${locale} page places ${method} ${path}.`);
}

export function responseOf(operation: ApiOperationModel, status: string): ResponseModel {
  const found = operation.responses.find((response) => response.status === status);
  if (!found) throw new Error(`${operation.method} ${operation.path} documents no ${status} response.`);
  return found;
}

/** The titles of the request body's variants (the one-of selector's options). */
export function variantTitles(operation: ApiOperationModel): string[] {
  return operation.requestPanels.map((panel, index) => {
    const title = panel.schema?.title;
    if (!title) throw new Error(`${operation.method} ${operation.path}: request variant ${index + 1} has no title.`);
    return title;
  });
}

/** The generated request sample in one language (`bash`, `python`, `java`…) for a request variant. */
export function sampleOf(operation: ApiOperationModel, language: string, variant = 0): CodeSample {
  const found = operation.requestPanels[variant]?.samples.find((sample) => sample.language === language);
  if (!found) throw new Error(`${operation.method} ${operation.path}: no ${language} sample for request variant ${variant + 1}.`);
  return found;
}

/** The attribute row at `names` (`['payer', 'documentType']`) in a request variant's body. */
export function requestAttribute(operation: ApiOperationModel, names: readonly string[], variant = 0): AttributeModel {
  let rows = operation.requestPanels[variant]?.schema?.attributes ?? [];
  let found: AttributeModel | undefined;
  for (const name of names) {
    found = rows.find((row) => row.name === name);
    if (!found) throw new Error(`${operation.method} ${operation.path}: the request body has no ${names.join('.')}.`);
    rows = found.children;
  }
  if (!found) throw new Error('requestAttribute needs at least one name.');
  return found;
}

/** `status.message` of a JSON example (every Ondapay response carries one, content guide). */
export function statusMessage(example: ExampleModel | undefined): string {
  const message = (JSON.parse(example?.code ?? 'null') as { status?: { message?: unknown } } | null)?.status?.message;
  if (typeof message !== 'string') throw new Error('The example has no status.message.');
  return message;
}

/** The text of each paragraph of a Markdown description, as a reader sees it (no markup). */
export function paragraphs(markdown: string | undefined): string[] {
  const tree = parseMdx(markdown ?? '');
  const found: string[] = [];
  visit(tree, 'paragraph', (node) => {
    found.push(toString(node).replace(/\s+/g, ' ').trim());
  });
  return found.filter(Boolean);
}

/**
 * Runs of a Markdown text that reach the HTML unchanged: plain words between inline code, links
 * and the characters HTML or JSON would escape. Long ones only, so a run names its text alone.
 */
export function literalRuns(markdown: string | undefined, minLength = 24): string[] {
  const tree = parseMdx(markdown ?? '');
  const runs: string[] = [];
  visit(tree, 'text', (node) => {
    for (const run of node.value.split(/[&<>"'\\\n]/)) if (run.trim().length >= minLength) runs.push(run.trim());
  });
  return runs;
}

/** The operations of an API documented in a locale, over every page. */
export function apiOperations(api: string, locale: Locale): Array<{ page: SitePage; operation: ApiOperationModel }> {
  return site.pages
    .filter((page) => page.locale === locale && page.sourceLocale === locale)
    .flatMap((page) => (page.operations ?? []).filter((operation) => operation.api === api).map((operation) => ({ page, operation })));
}

/** The `info` block of an API definition in a locale (openapi/<api>/, through its overlay). */
export function apiInfo(api: string, locale: Locale): { title: string; description?: string } {
  const info = apiDefinitions()[api]?.[locale]?.document.info as { title?: unknown; description?: unknown } | undefined;
  if (!info || typeof info.title !== 'string') throw new Error(`openapi/${api} has no ${locale} info.title.`);
  return { title: info.title, ...(typeof info.description === 'string' ? { description: info.description } : {}) };
}

// ---------------------------------------------------------------------------------------------
// What a page's MDX holds, read from its source: code blocks, code groups, tabs and images.

export interface CodeBlockSource {
  language?: string;
  title?: string;
  /** The label a code group shows for it: its title, else its language's name (spec §9). */
  label: string;
  code: string;
}

export interface TabSource {
  title: string;
  slug?: string;
  isDefault: boolean;
}

const treeOf = (href: string): Root => parseMdx(pageAt(href).body);

function codeBlock(node: Code): CodeBlockSource {
  const meta = parseCodeMeta(node.meta);
  const label = codeGroupLabel(node.lang ?? undefined, meta.title);
  return {
    ...(node.lang ? { language: node.lang } : {}),
    ...(meta.title ? { title: meta.title } : {}),
    label: label.kind === 'label' ? label.label : label.language,
    code: node.value,
  };
}

function elements(tree: Root | MdxJsxFlowElement, name: string): MdxJsxFlowElement[] {
  const found: MdxJsxFlowElement[] = [];
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name === name && node !== tree) found.push(node);
  });
  return found;
}

/** A JSX attribute as written: a string, an expression's source (`{false}` gives `false`), absent when not written. */
function attributeOf(node: { attributes: MdxJsxFlowElement['attributes'] }, name: string): { present: boolean; value?: string } {
  const attribute = node.attributes.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
  if (!attribute) return { present: false };
  const value = typeof attribute.value === 'string' ? attribute.value : attribute.value?.value.trim();
  return { present: true, ...(value === undefined ? {} : { value }) };
}

/** Every fenced code block of a page, in document order (inside groups and tabs too). */
export function codeBlocksOf(href: string): CodeBlockSource[] {
  const blocks: CodeBlockSource[] = [];
  visit(treeOf(href), 'code', (node) => {
    blocks.push(codeBlock(node));
  });
  return blocks;
}

/** The <CodeGroup>s of a page, each as its code blocks in order. */
export function codeGroupsOf(href: string): CodeBlockSource[][] {
  return elements(treeOf(href), 'CodeGroup').map((group) => {
    const blocks: CodeBlockSource[] = [];
    visit(group, 'code', (node) => {
      blocks.push(codeBlock(node));
    });
    return blocks;
  });
}

/** The <Tabs> sets of a page, each as its tabs in order. */
export function tabSetsOf(href: string): TabSource[][] {
  return elements(treeOf(href), 'Tabs').map((tabs) => {
    const found: TabSource[] = [];
    visit(tabs, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Tab') {
        const title = attributeOf(node, 'title').value;
        if (!title) throw new Error('A <Tab> without a title.');
        const slug = attributeOf(node, 'slug').value;
        const isDefault = attributeOf(node, 'default');
        found.push({ title, ...(slug ? { slug } : {}), isDefault: isDefault.present && isDefault.value !== 'false' });
      }
    });
    return found;
  });
}

/** The index of the tab a set shows first: its `default` one, else the first. */
export const defaultTabIndex = (tabs: readonly TabSource[]) => Math.max(0, tabs.findIndex((tab) => tab.isDefault));

/** The images of a page (Markdown images and <Image>), in document order. */
export function imagesOf(href: string): Array<{ src: string; alt: string }> {
  const found: Array<{ src: string; alt: string }> = [];
  visit(treeOf(href), (node) => {
    if (node.type === 'image') found.push({ src: node.url, alt: node.alt ?? '' });
    else if (node.type === 'mdxJsxFlowElement' && node.name === 'Image') {
      found.push({ src: attributeOf(node, 'src').value ?? '', alt: attributeOf(node, 'alt').value ?? '' });
    }
  });
  return found;
}
