import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { lineOf } from './problem-line';

/**
 * MDX can run JavaScript: `{…}` expressions in text and attributes, `{...spread}` attributes and
 * `import`/`export` lines all become code that runs while the page is built (it can read the
 * build's environment and write it into the page), and an expression can build a `<script>` that
 * then runs in the reader's browser. Pages need none of it: they are Markdown and the site's
 * components with literal attributes (docs/authoring.md). This finds each such place, with its line;
 * the content check refuses the page (validate-mdx.ts) and the compiler stops on any the check did
 * not see (mdx-compile.ts). A `{/* comment *\/}` holds no code and stays allowed.
 */

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const onlyComments = (source: string) => /^\s*(?:\/\*[\s\S]*?\*\/\s*)*$/.test(source);
const preview = (source: string) => {
  const oneLine = source.replace(/\s+/g, ' ').trim();
  return oneLine.length > 40 ? `${oneLine.slice(0, 40)}…` : oneLine;
};
const tag = (node: JsxElement) => `<${node.name ?? ''}>`;

/** Whether an attribute name is an event handler (`onClick`, `onload`): code by its nature. */
export const isEventHandler = (name: string) => /^on[a-z]/i.test(name);

function attributeProblems(node: JsxElement): string[] {
  return node.attributes.flatMap((attribute) => {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      return [`${lineOf(node)}${tag(node)} spreads {${preview(attribute.value)}} into its attributes, which runs code when the page is built. Write each attribute as name="value".`];
    }
    if (isEventHandler(attribute.name)) {
      return [`${lineOf(node)}${tag(node)} ${attribute.name} is an event handler, and pages run no code of their own. Remove it; the site's components bring their own behaviour.`];
    }
    if (attribute.value !== null && typeof attribute.value === 'object' && !onlyComments(attribute.value.value)) {
      return [`${lineOf(node)}${tag(node)} ${attribute.name}={${preview(attribute.value.value)}} is an expression, which runs code when the page is built. Write the value as text: ${attribute.name}="…".`];
    }
    return [];
  });
}

/** Every place in a page's MDX that would run code, each as `line N: what, and what to write instead`. */
export function mdxCodeProblems(tree: Root): string[] {
  const problems: string[] = [];
  visit(tree, (node) => {
    const content = node as RootContent;
    if (content.type === 'mdxjsEsm') {
      problems.push(`${lineOf(content)}"${preview(content.value)}" is an import or export, which runs code when the page is built; pages cannot define or import components. Use the site's components (docs/authoring.md) and write values as text.`);
    } else if ((content.type === 'mdxFlowExpression' || content.type === 'mdxTextExpression') && !onlyComments(content.value)) {
      problems.push(`${lineOf(content)}{${preview(content.value)}} is an expression, which runs code when the page is built. Write the value as text, or as inline code (\`{…}\`) to show the braces.`);
    } else if (content.type === 'mdxJsxFlowElement' || content.type === 'mdxJsxTextElement') {
      problems.push(...attributeProblems(content));
    }
  });
  return problems;
}
