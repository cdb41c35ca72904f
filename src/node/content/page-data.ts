import type { Code, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell, TableRow } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Position } from 'unist';
import { lookupTable, lookupValue, factTextIn, type Facts, type FactText } from '../../shared/facts/facts-data';
import type { Locale } from '../../shared/i18n/locales';
import { getTranslator, type Translate } from '../../shared/i18n/translate';
import { computeTestVector, isTestVectorAlgorithm, testVectorAlgorithms, type TestVector } from '../test-vectors/compute';
import { parseMarkdown } from '../../shared/content/markdown';
import { jsxAttribute } from './validate-mdx';
import { lineOf } from './problem-line';

/**
 * The components that stand for data, not for markup: `<Fact>`, `<FactTable>` (facts/*.yaml) and
 * `<TestVector>`. They become plain Markdown right after a page is parsed, so the page, its
 * Markdown twin and its search text all say the same, and nothing downstream knows them.
 */
export const pageDataComponents = ['Fact', 'FactTable', 'TestVector'] as const;

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Inline Markdown of a fact or label, as phrasing nodes placed where the component was. */
function phrasing(text: string, position: Position | undefined): PhrasingContent[] {
  const first = parseMarkdown(text).children[0];
  const nodes: PhrasingContent[] = first?.type === 'paragraph' ? first.children : [{ type: 'text', value: text }];
  return nodes.map((node) => ({ ...node, position }) as PhrasingContent);
}

const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) });

function factTable(columns: readonly FactText[], rows: readonly FactText[][], locale: Locale, position: Position | undefined): Table {
  const cells = (texts: readonly FactText[]) => texts.map((text) => phrasing(factTextIn(text, locale), position));
  return { type: 'table', align: columns.map(() => null), children: [row(cells(columns)), ...rows.map((r) => row(cells(r)))], position };
}

function stringProp(node: JsxElement, name: string): string | undefined {
  const value = jsxAttribute(node, name);
  return typeof value === 'string' ? value : undefined;
}

/** A vector as the page writes it, or what is missing. */
function readVector(node: JsxElement): { vector: TestVector; blockInput: boolean } | { problem: string } {
  const algorithm = stringProp(node, 'algorithm');
  if (!isTestVectorAlgorithm(algorithm)) return { problem: `<TestVector> algorithm="${algorithm ?? ''}" is not one the site computes. Use one of: ${testVectorAlgorithms.join(', ')}.` };
  if (algorithm === 'PIN-block') return readPinBlockVector(node);
  const encoding = stringProp(node, 'encoding') ?? (algorithm === 'tranKey' ? 'base64' : 'hex');
  if (encoding !== 'hex' && encoding !== 'base64') return { problem: `<TestVector> encoding="${encoding}" must be hex or base64.` };
  const secret = stringProp(node, 'secret');
  const output = stringProp(node, 'output');
  if (!secret || !output) return { problem: '<TestVector> needs secret="…" and output="…" (literal text).' };
  const blocks = (node.children as RootContent[]).filter((child): child is Code => child.type === 'code');
  const inputProp = stringProp(node, 'input');
  if (blocks.length > 1 || (blocks.length === 1 && inputProp !== undefined)) return { problem: '<TestVector> takes its input once: input="…" or one code block inside, not both or several.' };
  const input = inputProp ?? blocks[0]?.value;
  const nonce = stringProp(node, 'nonce');
  const seed = stringProp(node, 'seed');
  return {
    vector: { algorithm, encoding, secret, output, ...(input === undefined ? {} : { input }), ...(nonce === undefined ? {} : { nonce }), ...(seed === undefined ? {} : { seed }) },
    blockInput: blocks.length === 1,
  };
}

/** A PIN block (ISO 9564-1): format, pin, pan, fill and the Triple DES key; hex only. */
function readPinBlockVector(node: JsxElement): { vector: TestVector; blockInput: boolean } | { problem: string } {
  const encoding = stringProp(node, 'encoding') ?? 'hex';
  if (encoding !== 'hex') return { problem: '<TestVector algorithm="PIN-block"> is written in hex: leave encoding out.' };
  const key = stringProp(node, 'key');
  const output = stringProp(node, 'output');
  const format = stringProp(node, 'format');
  const pin = stringProp(node, 'pin');
  if (!key || !output || format === undefined || pin === undefined) return { problem: '<TestVector algorithm="PIN-block"> needs format="…", pin="…", key="…" (the Triple DES key in hex) and output="…" (the enciphered block), with pan="…" for formats 0 and 3 and fill="…" for formats 1 and 3.' };
  const pan = stringProp(node, 'pan');
  const fill = stringProp(node, 'fill');
  return {
    vector: { algorithm: 'PIN-block', encoding: 'hex', secret: key, output, pinBlock: { format, pin, ...(pan === undefined ? {} : { pan }), ...(fill === undefined ? {} : { fill }) } },
    blockInput: false,
  };
}

const inline = (value: string): PhrasingContent => ({ type: 'inlineCode', value });

const text = (value: string): PhrasingContent => ({ type: 'text', value });

function vectorTable(rows: PhrasingContent[][][], t: Translate, position: Position | undefined): Table {
  return { type: 'table', align: [null, null], position, children: [row([[text(t('testVector.field'))], [text(t('testVector.value'))]]), ...rows.map(row)] };
}

function vectorLabel(description: string, title: string | undefined, t: Translate, position: Position | undefined): Paragraph {
  return {
    type: 'paragraph',
    position,
    children: [{ type: 'strong', children: [text(t('testVector.label'))] }, text(`: ${description}${title ? `. ${title}` : ''}`)],
  };
}

/** A PIN block's vector: its inputs, the clear block the build computed, and the enciphered block. */
function pinBlockNodes(node: JsxElement, vector: TestVector, clear: string, t: Translate): RootContent[] {
  const input = vector.pinBlock!;
  const rows: PhrasingContent[][][] = [[[text(t('testVector.format'))], [inline(input.format)]]];
  if (input.pan !== undefined) rows.push([[text(t('testVector.pan'))], [inline(input.pan)]]);
  rows.push([[text(t('testVector.pin'))], [inline(input.pin)]]);
  if (input.fill !== undefined) rows.push([[text(t('testVector.fill'))], [inline(input.fill)]]);
  rows.push([[text(t('testVector.key'))], [inline(vector.secret)]]);
  rows.push([[text(t('testVector.clearBlock'))], [inline(clear)]]);
  rows.push([[text(t('testVector.encryptedBlock'))], [inline(vector.output)]]);
  const description = t('testVector.pinBlock', { format: input.format });
  return [vectorLabel(description, stringProp(node, 'title'), t, node.position), vectorTable(rows, t, node.position)];
}

function testVectorNodes(node: JsxElement, vector: TestVector, blockInput: boolean, t: Translate): RootContent[] {
  const position = node.position;
  const label = vectorLabel(`${vector.algorithm}, ${t(`testVector.encoding.${vector.encoding}`)}`, stringProp(node, 'title'), t, position);
  const rows: PhrasingContent[][][] = [[[text(t('testVector.secret'))], [inline(vector.secret)]]];
  if (vector.nonce !== undefined) rows.push([[text(t('testVector.nonce'))], [inline(vector.nonce)]]);
  if (vector.seed !== undefined) rows.push([[text(t('testVector.seed'))], [inline(vector.seed)]]);
  if (vector.input !== undefined) rows.push([[text(t('testVector.input'))], blockInput ? [text(t('testVector.inputAbove'))] : [inline(vector.input)]]);
  rows.push([[text(t('testVector.output'))], [inline(vector.output)]]);
  const table = vectorTable(rows, t, position);
  const block: Code | undefined = blockInput && vector.input !== undefined ? { type: 'code', lang: 'text', meta: `title="${t('testVector.input')}"`, value: vector.input, position } : undefined;
  return block ? [label, block, table] : [label, table];
}

type Replacement = { nodes: RootContent[] } | { problem: string };

function expand(node: JsxElement, facts: Facts, locale: Locale, t: Translate): Replacement | undefined {
  switch (node.name) {
    case 'Fact': {
      const id = stringProp(node, 'id') ?? '';
      const found = lookupValue(facts, id);
      if ('problem' in found) return found;
      const children = phrasing(factTextIn(found.found, locale), node.position);
      return { nodes: node.type === 'mdxJsxTextElement' ? children : [{ type: 'paragraph', children, position: node.position }] };
    }
    case 'FactTable': {
      if (node.type === 'mdxJsxTextElement') return { problem: '<FactTable> is a block: put it on a line of its own, with blank lines around it.' };
      const found = lookupTable(facts, stringProp(node, 'id') ?? '');
      if ('problem' in found) return found;
      return { nodes: [factTable(found.found.columns, found.found.rows, locale, node.position)] };
    }
    case 'TestVector': {
      if (node.type === 'mdxJsxTextElement') return { problem: '<TestVector> is a block: put it on lines of its own, with blank lines around it.' };
      const read = readVector(node);
      if ('problem' in read) return read;
      const computed = computeTestVector(read.vector);
      if ('problem' in computed) return { problem: `<TestVector> ${computed.problem}.` };
      if (computed.output !== read.vector.output) {
        const check = read.vector.algorithm === 'PIN-block' ? 'Check the key, the format, the PAN, the PIN and the fill' : 'Check the secret and the exact input (spaces, line breaks, order)';
        return { problem: `<TestVector> output="${read.vector.output}" is not what ${read.vector.algorithm} gives for these inputs, which is ${computed.output}. ${check}, then write the output your own code computes.` };
      }
      if (computed.clear !== undefined) return { nodes: pinBlockNodes(node, read.vector, computed.clear, t) };
      return { nodes: testVectorNodes(node, read.vector, read.blockInput, t) };
    }
    default:
      return undefined;
  }
}

/**
 * Replaces the data components of a parsed page by the Markdown they stand for, in the page's
 * source language (an English URL that shows a Spanish page shows Spanish facts). Returns the
 * problems an author must fix, each with its line; a component with a problem stays in the tree.
 */
export function expandPageData(tree: Root, sourceLocale: Locale, facts: Facts): string[] {
  const problems: string[] = [];
  const t = getTranslator(sourceLocale);
  const walk = (parent: { children: RootContent[] }) => {
    for (let index = 0; index < parent.children.length; index++) {
      const child = parent.children[index]!;
      if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name && (pageDataComponents as readonly string[]).includes(child.name)) {
        const replacement = expand(child, facts, sourceLocale, t);
        if (replacement && 'problem' in replacement) problems.push(`${lineOf(child)}${replacement.problem}`);
        else if (replacement) {
          parent.children.splice(index, 1, ...replacement.nodes);
          index += replacement.nodes.length - 1;
          continue;
        }
      }
      if ('children' in child && Array.isArray(child.children)) walk(child as { children: RootContent[] });
    }
  };
  walk(tree);
  return problems;
}
