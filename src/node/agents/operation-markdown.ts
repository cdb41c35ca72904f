import type { BlockContent, Code, Heading, List, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast';
import { parseMarkdown } from '../../shared/content/markdown';
import { withoutRawHtml } from '../../shared/content/safe-html';
import { withSafeLinks } from '../../shared/content/safe-links';
import type { Translate } from '../../shared/i18n/translate';
import type { CompactExample, CompactField, CompactOperation, CompactSchema } from './compact-operation';

/**
 * An API operation in a page's Markdown twin (and so in llms-full.txt): the compact form
 * (compact-operation.ts) as the Markdown a person would write for it. Headings, field lists,
 * examples and the request sample; the labels are the reference page's own.
 */

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const block = (lang: string, value: string): Code => ({ type: 'code', lang, value });
const list = (items: ListItem[]): List => ({ type: 'list', ordered: false, spread: false, children: items });

/** Parsed once per text: a component's field descriptions repeat on every operation that uses it. The blocks are only read. */
const parsedDescriptions = new Map<string, readonly BlockContent[]>();

/**
 * A description's blocks; Markdown from the definition, made safe as on the page (raw HTML as its
 * Markdown, links outside the allow-list as their text), headings made bold so they cannot break
 * the page's outline.
 */
function descriptionBlocks(markdown: string | undefined): readonly BlockContent[] {
  if (!markdown?.trim()) return [];
  let blocks = parsedDescriptions.get(markdown);
  if (!blocks) {
    blocks = withSafeLinks(withoutRawHtml(parseMarkdown(markdown))).children.map((node) => (node.type === 'heading' ? paragraph({ type: 'strong', children: node.children }) : node)) as BlockContent[];
    parsedDescriptions.set(markdown, blocks);
  }
  return blocks;
}

function fieldItem(field: CompactField, t: Translate): ListItem {
  const badges = [
    field.type,
    field.required ? t('badge.required') : undefined,
    field.conditional ? t('badge.conditional') : undefined,
    field.nullable ? t('api.fact.nullable') : undefined,
    field.deprecated ? t('api.deprecated') : undefined,
  ].filter(Boolean);
  const [first, ...rest] = descriptionBlocks(field.description);
  const head: PhrasingContent[] = [code(field.name), text(` (${badges.join(', ')})`)];
  const facts: PhrasingContent[] = [];
  const fact = (label: string, values: readonly string[]) =>
    facts.push(...(facts.length ? [text('; ')] : []), text(`${label}: `), ...values.flatMap((value, index) => [...(index ? [text(', ')] : []), code(value)]));
  if (field.enum) fact(t('api.fact.enum'), field.enum);
  if (field.default !== undefined) fact(t('api.fact.default'), [field.default]);
  if (field.example !== undefined) fact(t('api.fact.example'), [field.example]);
  for (const constraint of field.constraints ?? []) facts.push(...(facts.length ? [text('; ')] : []), code(constraint));
  const children: BlockContent[] = [
    first?.type === 'paragraph' ? paragraph(...head, text(': '), ...first.children) : paragraph(...head),
    ...(first && first.type !== 'paragraph' ? [first] : []),
    ...rest,
    ...(facts.length ? [paragraph(...facts)] : []),
    ...(field.sameAs ? [paragraph(text(t('api.circular', { name: field.sameAs })))] : []),
    ...(field.truncated ? [paragraph(text(t('api.truncated')))] : []),
    ...(field.fields?.length ? [fieldList(field.fields, t)] : []),
    ...(field.choice
      ? [
          paragraph(strong(field.choice.combinator === 'anyOf' ? t('api.anyOf') : t('api.oneOf'))),
          list(field.choice.options.map((option) => ({ type: 'listItem', spread: false, children: [paragraph(strong(option.title), text(` (${option.type})`)), ...(option.fields.length ? [fieldList(option.fields, t)] : [])] }))),
        ]
      : []),
  ];
  return { type: 'listItem', spread: false, children };
}

const fieldList = (fields: readonly CompactField[], t: Translate): List => list(fields.map((field) => fieldItem(field, t)));

function schemaBlocks(schema: CompactSchema, t: Translate): BlockContent[] {
  return [
    ...(schema.title ? [paragraph(strong(schema.title), ...(schema.type ? [text(` (${schema.type})`)] : []))] : schema.type ? [paragraph(code(schema.type))] : []),
    ...descriptionBlocks(schema.description),
    ...(schema.fields?.length ? [fieldList(schema.fields, t)] : []),
  ];
}

function exampleBlocks(examples: readonly CompactExample[], label: string): BlockContent[] {
  return examples.flatMap((example) => [
    // One example needs no name to tell it from the others.
    paragraph(strong(example.label && examples.length > 1 ? `${label}: ${example.label}` : label)),
    typeof example.value === 'string' ? block('text', example.value) : block('json', JSON.stringify(example.value, null, 2)),
    ...(example.fullExample ? [paragraph({ type: 'link', url: example.fullExample, children: [text(example.fullExample)] })] : []),
  ]);
}

/** The operation as Markdown blocks; `depth` is its heading's level (2 on a page, as the page shows it). */
export function operationMarkdown(operation: CompactOperation, t: Translate, depth: 2 | 3 = 2): RootContent[] {
  const heading: Heading = { type: 'heading', depth, children: [text(operation.title)] };
  const where = paragraph(code(operation.webhook !== undefined ? `${t('api.webhook')} ${operation.webhook}` : `${operation.method} ${operation.path}`), ...(operation.deprecated ? [text(` (${t('api.deprecated')})`)] : []));
  const groups = (['path', 'query', 'header', 'cookie'] as const).flatMap((location) => {
    const fields = (operation.parameters ?? []).filter((parameter) => parameter.in === location);
    return fields.length ? [paragraph(strong(t(`api.parameters.${location}`))), fieldList(fields, t)] : [];
  });
  const request = operation.request;
  const requestBlocks: BlockContent[] = request
    ? [
        paragraph(strong(t('api.requestBody')), ...(request.mediaType ? [text(' '), code(request.mediaType)] : []), ...(request.required ? [text(` (${t('badge.required')})`)] : [])),
        ...descriptionBlocks(request.description),
        ...(request.schemas ?? []).flatMap((schema) => schemaBlocks(schema, t)),
        ...exampleBlocks(request.examples ?? [], t('api.requestExample')),
      ]
    : [];
  const sample: BlockContent[] = operation.sample ? [paragraph(strong(t('api.samples'))), block(operation.sample.language, operation.sample.code)] : [];
  const responses: BlockContent[] = operation.responses.length
    ? [
        paragraph(strong(t('api.responses'))),
        ...operation.responses.flatMap((response) => [
          paragraph(strong(response.status), ...(response.mediaType ? [text(' '), code(response.mediaType)] : []), ...(response.deprecated ? [text(` (${t('api.deprecated')})`)] : [])),
          ...descriptionBlocks(response.description),
          ...(response.headers?.length ? [paragraph(text(t('api.responseHeaders'))), fieldList(response.headers, t)] : []),
          ...(response.schemas ?? []).flatMap((schema) => schemaBlocks(schema, t)),
          ...exampleBlocks(response.examples ?? [], t('api.responseExample', { status: response.status })),
        ]),
      ]
    : [];
  const signature: BlockContent[] = operation.signature
    ? [paragraph(strong(t('api.signature'))), paragraph(code(operation.signature.formula), text(` (${operation.signature.encoding}) → `), code(operation.signature.name)), ...descriptionBlocks(operation.signature.description)]
    : [];
  const callbacks = (operation.callbacks ?? []).flatMap((callback) => [
    paragraph(strong(t('api.callbacks')), text(': '), code(callback.expression)),
    ...operationMarkdown(callback, t, 3),
  ]);
  return [heading, where, ...descriptionBlocks(operation.description), ...groups, ...requestBlocks, ...sample, ...responses, ...signature, ...callbacks];
}
