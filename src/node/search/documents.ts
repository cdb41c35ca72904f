import type { Root } from 'mdast';
import { catalogueRows, codesHref } from '../../shared/codes/catalogue';
import type { CodeKind } from '../../shared/codes/columns';
import { entityAnchorNamer, tableEntityKind } from '../../shared/content/entity-anchors';
import type { PageHeading } from '../../shared/content/headings';
import { parsePage } from '../content/parse-page';
import type { Locale } from '../../shared/i18n/locales';
import { getTranslator } from '../../shared/i18n/translate';
import type { AttributeModel } from '../../shared/openapi/attributes';
import type { ApiOperationModel } from '../../shared/openapi/operation-model';
import type { SitePage } from '../../shared/site/types';
import { TEST_CARDS, testCardsTable } from '../../shared/test-cards/markdown';
import type { SearchDocument } from '../../shared/search/types';

/*
 * Build time only (MDX parser): turns the pages the site renders into the
 * documents the search indexes. A reader lands on the section that answers
 * the query, so every level-2 and level-3 heading is its own document, and
 * so is every API operation a page places.
 */

interface UnistNode {
  type: string;
  name?: string | null;
  value?: unknown;
  alt?: unknown;
  url?: unknown;
  depth?: number;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: UnistNode[];
}

interface Draft {
  document: SearchDocument;
  /** Heading depth that closes this section: the next heading of the same or a higher level. */
  depth: number;
  text: string[];
  keywords: Set<string>;
}

/** Nodes whose text ends a run of words: without a break, "Campo" and "Tipo" of two table cells would read "CampoTipo". */
const BLOCKS = new Set(['paragraph', 'heading', 'listItem', 'tableCell', 'tableRow', 'blockquote', 'list', 'table', 'mdxJsxFlowElement', 'break', 'thematicBreak']);

/** Code blocks, ESM and `{expressions}` are program text, not prose a reader searches for. */
const SKIPPED = new Set(['code', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'yaml', 'toml', 'definition']);

const SECTION_DEPTHS = new Set([2, 3]);

/** Component attributes a reader sees as text: `<Step title>`, `<Tab title>`, `<Card title>`, `<Property name>`. */
const TEXT_ATTRIBUTES = new Set(['title', 'name', 'label']);

/** The element that renders an API operation, with its own level-2 heading (see content/api-operations.ts). */
const API_OPERATION = 'ApiOperation';

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The words of an MDX node, for a table cell: text and inline code. */
function plainText(node: UnistNode | undefined): string {
  if (!node) return '';
  if ((node.type === 'text' || node.type === 'inlineCode') && typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(plainText).join('');
}

/** Markdown of an API description as text: link targets, brackets, code ticks and emphasis out, words kept. */
const markdownText = (markdown: string | undefined) =>
  (markdown ?? '')
    .replace(/\]\([^)]*\)/g, '')
    .replace(/[`[\]]|\*+/g, '');

/** Enough field names for any real operation, while a huge schema cannot swell the index. */
const MAX_FIELD_NAMES = 400;

function attributeNames(rows: readonly AttributeModel[], into: Set<string>): void {
  for (const row of rows) {
    if (into.size >= MAX_FIELD_NAMES) return;
    if (!row.additional) into.add(row.name);
    attributeNames(row.children, into);
    for (const variant of row.variants ?? []) attributeNames(variant.children, into);
  }
}

/**
 * What an operation adds to its section: its method and path, and the names
 * of its parameters and request and response fields, as keywords (`/api/session`,
 * `returnUrl`); its description and its request attributes' descriptions as text.
 */
function operationContent(operation: ApiOperationModel): { keywords: string[]; text: string[] } {
  const names = new Set<string>();
  const text = [markdownText(operation.description), markdownText(operation.request?.description)];
  for (const group of operation.parameters) {
    attributeNames(group.rows, names);
    for (const row of group.rows) text.push(markdownText(row.description));
  }
  for (const panel of operation.requestPanels) {
    if (!panel.schema) continue;
    attributeNames(panel.schema.attributes, names);
    const describe = (rows: readonly AttributeModel[]) => {
      for (const row of rows) {
        text.push(markdownText(row.description));
        describe(row.children);
      }
    };
    describe(panel.schema.attributes);
  }
  for (const response of operation.responses) for (const panel of response.panels) attributeNames(panel.attributes, names);
  return { keywords: [`${operation.method} ${operation.path}`, ...names], text };
}

/** Field names of a row and the rows under it (`payment.amount.total`), for finding a nested field by its path. */
function fieldPaths(row: AttributeModel, prefix = '', into: string[] = []): string[] {
  if (row.additional || into.length >= MAX_FIELD_NAMES) return into;
  const path = `${prefix}${row.name}`;
  into.push(path);
  for (const child of row.children) fieldPaths(child, `${path}.`, into);
  for (const variant of row.variants) for (const child of variant.children) fieldPaths(child, `${path}.`, into);
  return into;
}

type EntityDraft = Pick<SearchDocument, 'kind' | 'title' | 'body' | 'keywords'> & { anchor: string; parentHeading: string };

/**
 * The entities an operation shows when its page opens, each with its own anchor: its parameters,
 * the top-level fields of its first request body and of its first response (nested fields are
 * keywords of theirs), and its error responses (`HTTP 409`). Rows the page hides behind another
 * variant or status are left to the operation itself.
 */
function operationEntities(operation: ApiOperationModel): EntityDraft[] {
  const entities: EntityDraft[] = [];
  const field = (row: AttributeModel) => {
    if (!row.id || row.additional) return;
    entities.push({ kind: 'field', anchor: row.id, title: row.name, parentHeading: operation.title, body: markdownText(row.description), keywords: fieldPaths(row) });
  };
  operation.parameters.forEach((group) => group.rows.forEach(field));
  operation.requestPanels[0]?.schema?.attributes.forEach(field);
  operation.responses[0]?.panels[0]?.attributes.forEach(field);
  for (const response of operation.responses) {
    const panel = response.panels[0];
    if (!panel || /^2/.test(response.status)) continue;
    entities.push({ kind: 'code', anchor: panel.rootId, title: `HTTP ${response.status}`, parentHeading: operation.title, body: markdownText(response.description), keywords: [response.status] });
  }
  return entities;
}

function stringAttribute(node: UnistNode, name: string): string | undefined {
  const attribute = node.attributes?.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/** The MDX tree of a page's body; a build that already parsed it passes its own. */
export type TreeOf = (body: string, sourceLocale: Locale) => Root;

/** Page and section documents of one page, ids counted from `firstId`. */
export function pageDocuments(page: SitePage, firstId = 0, treeOf: TreeOf = parsePage): SearchDocument[] {
  const tree = treeOf(page.body, page.sourceLocale);
  // The page's own headings, in document order: markdown headings with the ids the slugger gave
  // them when the page rendered, and the headings API operations render. Walking the tree in the
  // same order pairs each heading node with its id.
  const headings: readonly PageHeading[] = page.headings;
  let headingIndex = 0;
  const operations = new Map((page.operations ?? []).map((operation) => [operation.id, operation]));

  const newDraft = (depth: number, url: string, title: string, parentHeading?: string): Draft => ({
    document: {
      id: 0,
      kind: depth === 1 ? 'page' : 'section',
      locale: page.locale,
      namespace: page.namespace,
      url,
      title,
      pageTitle: page.title,
      ...(parentHeading ? { parentHeading } : {}),
      body: '',
      keywords: [],
    },
    depth,
    text: [],
    keywords: new Set(),
  });
  const entities: EntityDraft[] = [];
  const anchorOf = entityAnchorNamer();
  const pageDraft = newDraft(1, page.href, page.title);
  pageDraft.text.push(page.description);
  const drafts: Draft[] = [pageDraft];
  // Sections that receive text right now: an h2 also holds the text of its h3s. The page keeps only its introduction.
  let open: Draft[] = [pageDraft];

  const emit = (text: string) => {
    for (const draft of open) draft.text.push(text);
  };
  const openSection = (depth: number, heading: PageHeading): Draft => {
    open = open.filter((draft) => draft.depth < depth && draft !== pageDraft);
    const parent = open[open.length - 1]?.document.title;
    const draft = newDraft(depth, `${page.href}#${heading.id}`, heading.title, parent);
    drafts.push(draft);
    open.push(draft);
    return draft;
  };

  const walk = (node: UnistNode) => {
    if (SKIPPED.has(node.type)) return;
    if (node.type === 'heading') {
      const heading = headings[headingIndex++];
      const depth = node.depth ?? 6;
      if (heading && SECTION_DEPTHS.has(depth)) {
        openSection(depth, heading);
        return;
      }
      if (heading && depth === 1) {
        open = [pageDraft];
        return;
      }
      // Level 4 and below stay text of their section.
    }
    if (node.type === 'mdxJsxFlowElement' && node.name === API_OPERATION) {
      const heading = headings[headingIndex];
      // Operation headings carry the method as tag; a markdown heading never does.
      if (heading?.tag === undefined) return;
      headingIndex++;
      const draft = openSection(heading.depth, heading);
      draft.document.kind = 'operation';
      const operation = operations.get(heading.id);
      if (operation) {
        const content = operationContent(operation);
        content.keywords.forEach((keyword) => draft.keywords.add(keyword));
        draft.text.push(' ', ...content.text.map((text) => ` ${text} `));
        entities.push(...operationEntities(operation));
      } else if (heading.label) {
        draft.keywords.add(`${heading.tag} ${heading.label}`);
      }
      return;
    }
    // The test-card explorer: its cards, as the page shows them.
    if (node.type === 'mdxJsxFlowElement' && node.name === TEST_CARDS) {
      walk(testCardsTable(page.locale) as UnistNode);
      return;
    }
    // Link text names the page it points to ("[notification](/checkout/notification)"): that page
    // is found by its own title. Indexed here, a "Next steps" list of links would answer every query.
    if (node.type === 'link' && typeof node.url === 'string' && node.url.startsWith('/')) return;
    if (node.type === 'table') tableEntities(node);
    // Inline code is kept: `returnUrl` in a sentence is exactly what a developer searches for.
    if ((node.type === 'text' || node.type === 'inlineCode') && typeof node.value === 'string') emit(node.value);
    if (node.type === 'image' && typeof node.alt === 'string') emit(node.alt);
    const block = BLOCKS.has(node.type);
    if (block) emit('\n');
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const name of TEXT_ATTRIBUTES) {
        const value = stringAttribute(node, name);
        if (value) emit(` ${value} `);
      }
      // `<Property name="returnUrl">` defines a field: as good a keyword as an API operation's.
      const field = node.name === 'Property' ? stringAttribute(node, 'name') : undefined;
      if (field) for (const draft of open) draft.keywords.add(field);
    }
    for (const child of node.children ?? []) walk(child);
    if (block) emit('\n');
  };
  /** Rows of an event or reason-code table: entities of their own, named as the page names their rows. */
  function tableEntities(table: UnistNode) {
    const [header, ...rows] = table.children ?? [];
    const kind = tableEntityKind(plainText(header?.children?.[0]));
    if (!kind) return;
    const section = open[open.length - 1]?.document.title ?? page.title;
    for (const row of rows) {
      const [first, ...rest] = row.children ?? [];
      const cell = first?.children ?? [];
      if (cell.length !== 1 || cell[0]?.type !== 'inlineCode' || typeof cell[0].value !== 'string') continue;
      const name = cell[0].value;
      entities.push({ kind, anchor: anchorOf(kind, name), title: name, parentHeading: section, body: rest.map(plainText).join(' '), keywords: [name] });
    }
  }

  walk(tree as UnistNode);

  const documents = drafts.map((draft) => ({
    ...draft.document,
    body: collapse(draft.text.join('')),
    keywords: [...draft.keywords],
  }));
  for (const entity of entities) {
    documents.push({
      id: 0,
      kind: entity.kind,
      locale: page.locale,
      namespace: page.namespace,
      url: `${page.href}#${entity.anchor}`,
      title: entity.title,
      pageTitle: page.title,
      ...(entity.parentHeading ? { parentHeading: entity.parentHeading } : {}),
      body: collapse(entity.body),
      keywords: entity.keywords,
    });
  }
  return documents.map((document, index) => ({ ...document, id: firstId + index }));
}

/** The word a developer types with a code of each kind ("reason 51", "HTTP 401"), in both languages. */
const KIND_KEYWORDS: Record<CodeKind, string> = { status: 'status', reason: 'reason', error: 'error', http: 'HTTP' };

/**
 * The code catalogue's rows (src/shared/codes), each a document that opens its row on /codes; except
 * a row its own page already makes a document of (an entity row, `#code-203`): there the reader
 * lands on the row with the page's explanation around it, and one code is not two results.
 */
export function catalogueDocuments(pages: readonly SitePage[], locale: Locale, firstId = 0): SearchDocument[] {
  const t = getTranslator(locale);
  return catalogueRows(pages, locale).filter((row) => !row.searchedOnPage).map((row, index) => ({
    id: firstId + index,
    kind: 'code',
    locale,
    namespace: row.product,
    url: `${codesHref(locale)}#${row.anchor}`,
    title: row.code,
    pageTitle: t('codes.pageTitle'),
    // Found by its code and kind only. What it means, what to do and the page that explains it are on
    // the row the result opens, and in that page's own documents: as words of ~200 more documents they
    // made the heaviest first query 1.7 KB heavier, over its budget.
    body: '',
    keywords: [row.code, KIND_KEYWORDS[row.kind]],
  }));
}

/** Every page and section document of one locale, then the code catalogue's rows, with ids 0..n-1 in page order. */
export function buildDocuments(pages: readonly SitePage[], locale: Locale, treeOf: TreeOf = parsePage): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const page of pages) {
    if (page.locale !== locale) continue;
    documents.push(...pageDocuments(page, documents.length, treeOf));
  }
  documents.push(...catalogueDocuments(pages, locale, documents.length));
  return documents;
}
