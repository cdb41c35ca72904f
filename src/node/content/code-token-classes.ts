import type { Element, ElementContent } from 'hast';
import type { ShikiTransformer } from 'shiki';

/**
 * Shiki writes a token's two colours as a style on every token,
 * `--shiki-light:#0A3069;--shiki-dark:#A5D6FF` (51 characters): on the largest API page 1,100
 * times in the HTML and as often again in React's payload, a tenth of the page. Our two themes
 * (code-themes.ts) colour tokens with a handful of pairs; each pair is a short class instead, whose
 * rule in src/styles/site.css sets the same variables. A pair not listed keeps its style: right,
 * only longer. A unit test holds site.css to this list and checks every site language against it.
 */
export const TOKEN_CLASSES: Readonly<Record<string, string>> = {
  '--shiki-light:#1F2328;--shiki-dark:#E6EDF3': 'sk0',
  '--shiki-light:#0A3069;--shiki-dark:#A5D6FF': 'sk1',
  '--shiki-light:#116329;--shiki-dark:#7EE787': 'sk2',
  '--shiki-light:#CF222E;--shiki-dark:#FF7B72': 'sk3',
  '--shiki-light:#0550AE;--shiki-dark:#79C0FF': 'sk4',
  '--shiki-light:#8250DF;--shiki-dark:#D2A8FF': 'sk5',
  '--shiki-light:#953800;--shiki-dark:#FFA657': 'sk6',
  '--shiki-light:#6E7781;--shiki-dark:#8B949E': 'sk7',
  '--shiki-light:#82071E;--shiki-dark:#FFA198': 'sk8',
};

/** What Shiki writes on every block's <pre>: both themes' text and background, the `shiki` class's rule in site.css. */
export const PRE_STYLE = '--shiki-light:#1f2328;--shiki-dark:#e6edf3;--shiki-light-bg:#ffffff;--shiki-dark-bg:#0d1117';

/** The class of tokens in the block's own colours: in a block with PRE_STYLE, they need no element. */
const PLAIN_TOKEN = TOKEN_CLASSES['--shiki-light:#1F2328;--shiki-dark:#E6EDF3'];

const textOf = (node: Element) => (node.children.every((child) => child.type === 'text') ? node.children.map((child) => child.value).join('') : undefined);
const classesOf = (node: Element) =>
  [node.properties.className ?? node.properties.class]
    .flat()
    .flatMap((name) => (name === undefined || name === null ? [] : String(name).split(/\s+/)))
    .filter(Boolean);
const looksOf = (node: Element) => JSON.stringify([classesOf(node), node.properties.style ?? null]);

/** A token drawn as plain text: in the block's own colour, or only spaces (no glyph to colour). */
function asPlainText(node: ElementContent): ElementContent {
  if (node.type !== 'element' || node.tagName !== 'span' || node.properties.style !== undefined) return node;
  const text = textOf(node);
  if (text === undefined) return node;
  const classes = classesOf(node);
  const plain = (classes.length === 1 && classes[0] === PLAIN_TOKEN) || (classes.length <= 1 && /^\s*$/.test(text));
  return plain ? { type: 'text', value: text } : node;
}

/**
 * The fewest elements for the same colours: Shiki wraps each line in a `<span class="line">` that
 * nothing here styles, and each token in a span, the block's own colour and spaces included. The
 * largest API page had 1,800 elements inside its code samples, 40 % of the page (docs/benchmarks.md,
 * "A native menu, fewer files fetched ahead, fewer elements in code"). Lines go, tokens in the block's colour become text, and neighbours of
 * the same colour (spaces between them included) become one span. The text is unchanged.
 */
export function fewestTokenElements(code: Element): void {
  const out: ElementContent[] = [];
  const push = (node: ElementContent) => {
    const last = out.at(-1);
    if (node.type === 'text') {
      if (last?.type === 'text') last.value += node.value;
      else out.push({ ...node });
      return;
    }
    const text = node.type === 'element' ? textOf(node) : undefined;
    if (node.type === 'element' && text !== undefined) {
      const sameAs = (other: ElementContent | undefined): other is Element => other?.type === 'element' && textOf(other) !== undefined && looksOf(other) === looksOf(node);
      if (sameAs(last)) {
        last.children = [{ type: 'text', value: textOf(last)! + text }];
        return;
      }
      const beforeSpace = out.at(-2);
      if (last?.type === 'text' && /^[ \t]+$/.test(last.value) && sameAs(beforeSpace)) {
        out.pop();
        beforeSpace.children = [{ type: 'text', value: textOf(beforeSpace)! + last.value + text }];
        return;
      }
    }
    out.push(node);
  };
  for (const child of code.children) {
    const isLine = child.type === 'element' && child.tagName === 'span' && classesOf(child).join(' ') === 'line' && child.properties.style === undefined;
    if (isLine) for (const token of child.children) push(asPlainText(token));
    else push(child);
  }
  code.children = out;
}

/** Short classes for Shiki's colour styles, on the <pre> and on each token; the fewest elements inside. */
export const tokenClasses: ShikiTransformer = {
  name: 'docs:token-classes',
  pre(node) {
    if (node.properties.style !== PRE_STYLE) return;
    delete node.properties.style;
    node.properties.class = 'shiki';
    const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
    if (code) fewestTokenElements(code);
  },
  span(node) {
    const style = node.properties.style;
    const name = typeof style === 'string' ? TOKEN_CLASSES[style] : undefined;
    if (!name) return;
    delete node.properties.style;
    this.addClassToHast(node, name);
  },
};
