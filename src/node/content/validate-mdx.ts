import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { codeGroupLabel } from './code-labels';
import { isHighlightedLanguage } from '../../shared/content/code-languages';
import { parseCodeMeta } from './code-meta';
import { ALLOWED_LINKS_HINT, isAllowedHref } from '../../shared/content/link-scheme';
import { isEventHandler, mdxCodeProblems } from './mdx-code';
import { parseMarkdown } from '../../shared/content/markdown';
import { publicImageProblem } from './image-path';
import { lineOf } from './problem-line';

/**
 * The components authors may use in MDX (docs/authoring.md), each with the attributes it takes:
 * any other attribute is refused, so nothing reaches a component that it does not expect.
 */
export const mdxComponentAttributes = {
  Callout: ['type', 'title'], Note: ['title'], Info: ['title'], Warning: ['title'], Error: ['title'],
  CodeGroup: ['title'], Tabs: [], Tab: ['title', 'slug', 'default'],
  Properties: [], Property: ['name', 'type', 'required', 'conditional'],
  Row: [], Col: ['sticky'],
  Cards: [], Card: ['title', 'href', 'icon'],
  Steps: [], Step: ['title'],
  Image: ['src', 'alt', 'width', 'height'],
  ApiOperation: ['path', 'method', 'webhook', 'api', 'types'],
  AuthDebugger: ['secret'], SignatureVerifier: ['fields', 'algorithms', 'name', 'secret'], ScudoSignatureChecker: [], PinPadPlayground: [], Journey: ['workflow'],
  TestCards: [],
  Codes: ['kind', 'code', 'scope', 'meaning', 'action'],
  // Written out as Markdown before this check (page-data.ts); one left here has a problem already reported.
  Fact: ['id'], FactTable: ['id'], TestVector: ['algorithm', 'encoding', 'title', 'secret', 'output', 'input', 'nonce', 'seed'],
} as const satisfies Record<string, readonly string[]>;

export const mdxComponentNames = Object.keys(mdxComponentAttributes) as Array<keyof typeof mdxComponentAttributes>;

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export function jsxAttribute(node: JsxElement, name: string): string | true | undefined {
  const attribute = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute) return undefined;
  if (attribute.value === null || attribute.value === undefined) return true;
  return typeof attribute.value === 'string' ? attribute.value : attribute.value.value;
}

const isJsx = (node: RootContent): node is JsxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
/** Direct component children; a one-line `<Tab>…</Tab>` sits in a paragraph, so paragraphs are looked through. */
function childElements(node: JsxElement, name: string): JsxElement[] {
  return (node.children as RootContent[]).flatMap((child) => {
    if (child.type === 'paragraph') return child.children.filter((inner): inner is MdxJsxTextElement => inner.type === 'mdxJsxTextElement' && inner.name === name);
    return isJsx(child) && child.name === name ? [child] : [];
  });
}

const linkProblem = (node: { position?: { start: { line: number } } }, where: string, url: string) =>
  `${lineOf(node)}${where} "${url}" is a link the site does not write. ${ALLOWED_LINKS_HINT}.`;

/** Links outside the allow-list in a text the twins and llms files write as Markdown (a page's title or description). */
export function textLinkProblems(text: string, where: string): string[] {
  const problems: string[] = [];
  visit(parseMarkdown(text), (node) => {
    if ((node.type === 'link' || node.type === 'definition') && !isAllowedHref(node.url)) problems.push(linkProblem({}, `${where}: link to`, node.url));
  });
  return problems;
}

/** Attributes a component does not take (an event handler is reported as code, mdx-code.ts), and links in the ones it does. */
function attributeProblems(node: JsxElement, name: keyof typeof mdxComponentAttributes): string[] {
  const allowed: readonly string[] = mdxComponentAttributes[name];
  return node.attributes.flatMap((attribute) => {
    if (attribute.type !== 'mdxJsxAttribute' || isEventHandler(attribute.name)) return [];
    if (!allowed.includes(attribute.name)) {
      return [`${lineOf(node)}<${name}> has no attribute "${attribute.name}". ${allowed.length ? `Its attributes: ${allowed.join(', ')}` : 'It takes none'} (docs/authoring.md).`];
    }
    const value = attribute.value;
    return (attribute.name === 'href' || attribute.name === 'src') && typeof value === 'string' && !isAllowedHref(value) ? [linkProblem(node, `<${name}> ${attribute.name}`, value)] : [];
  });
}

/** Wrong uses of the components, each with its line, so the build can stop with the file named. */
export function validateMdx(tree: Root): string[] {
  const problems: string[] = [...mdxCodeProblems(tree)];
  const known = new Set<string>(mdxComponentNames);

  visit(tree, (node) => {
    const content = node as RootContent;
    if ((content.type === 'link' || content.type === 'definition') && !isAllowedHref(content.url)) {
      problems.push(linkProblem(content, 'link to', content.url));
    }
    if (content.type === 'image') {
      const problem = publicImageProblem(content.url);
      if (problem) problems.push(`${lineOf(content)}${problem}`);
    }
    if (content.type === 'image' && !content.alt?.trim()) {
      problems.push(`${lineOf(content)}image ${content.url} has no alt text. Write ![what the image shows](${content.url}).`);
    }
    if (content.type === 'table') {
      // A screen reader announces each cell with its column's header: an empty one leaves the column unnamed.
      const empty = (content.children[0]?.children ?? []).findIndex((cell) => !toString(cell).trim());
      if (empty >= 0) problems.push(`${lineOf(content)}table column ${empty + 1} has an empty header cell. Name the column (in both languages).`);
    }
    if (content.type === 'code' && !content.value.trim()) {
      // An empty example is a placeholder: the reader is promised a file or a request and sees nothing.
      const title = parseCodeMeta(content.meta).title;
      problems.push(`${lineOf(content)}empty code block${title ? ` '${title}'` : ''}: write the example or remove the block.`);
    }
    if (content.type === 'code' && content.lang && !isHighlightedLanguage(content.lang)) {
      problems.push(`${lineOf(content)}code block language "${content.lang}" is not one the site highlights. Use one of the names in src/shared/content/code-languages.ts (or text), or add the language there.`);
    }
    if (!isJsx(content) || content.name === null) return;
    const name = content.name;
    if (!known.has(name)) {
      problems.push(`${lineOf(content)}unknown component <${name}>. Use one of: ${mdxComponentNames.join(', ')} (see docs/authoring.md).`);
      return;
    }
    problems.push(...attributeProblems(content, name as keyof typeof mdxComponentAttributes));
    if (name === 'Image') {
      const src = jsxAttribute(content, 'src');
      const problem = typeof src === 'string' ? publicImageProblem(src) : `<Image> has no src. Add src="/images/…".`;
      if (problem) problems.push(`${lineOf(content)}${problem}`);
      const alt = jsxAttribute(content, 'alt');
      if (typeof alt !== 'string' || !alt.trim()) problems.push(`${lineOf(content)}<Image> has no alt text. Add alt="what the image shows".`);
    }
    if (name === 'CodeGroup') {
      const blocks = content.children.filter((child) => child.type === 'code');
      if (blocks.length === 0) problems.push(`${lineOf(content)}<CodeGroup> has no code blocks. Put fenced code blocks inside it.`);
      for (const block of blocks) {
        if (block.type !== 'code') continue;
        const label = codeGroupLabel(block.lang ?? undefined, parseCodeMeta(block.meta).title);
        // A language the site cannot highlight is reported once, above.
        if (label.kind === 'unknown' && isHighlightedLanguage(label.language)) {
          problems.push(`${lineOf(block)}code group label unknown for language "${label.language}". Give the block a title (\`\`\`${label.language} title="…"\`\`\`) or use a known language.`);
        }
      }
    }
    if (name === 'Tabs') {
      const tabs = childElements(content, 'Tab');
      if (tabs.length === 0) problems.push(`${lineOf(content)}<Tabs> has no <Tab> inside.`);
      const seen = new Set<string>();
      for (const tab of tabs) {
        const title = jsxAttribute(tab, 'title');
        if (typeof title !== 'string' || !title.trim()) problems.push(`${lineOf(tab)}<Tab> has no title. Add title="…".`);
        const slug = jsxAttribute(tab, 'slug');
        if (typeof slug === 'string') {
          if (seen.has(slug)) problems.push(`${lineOf(tab)}tab slug "${slug}" is used twice in the same <Tabs>. Slugs select tabs from the URL hash, so each must be unique.`);
          seen.add(slug);
        }
      }
      if (tabs.filter((tab) => jsxAttribute(tab, 'default') !== undefined).length > 1) {
        problems.push(`${lineOf(content)}<Tabs> marks more than one tab as default.`);
      }
    }
    if (name === 'Property' && typeof jsxAttribute(content, 'name') !== 'string') {
      problems.push(`${lineOf(content)}<Property> has no name. Add name="field".`);
    }
    if (name === 'ApiOperation') {
      const path = jsxAttribute(content, 'path');
      const method = jsxAttribute(content, 'method');
      const webhook = jsxAttribute(content, 'webhook');
      if (webhook !== undefined) {
        // A webhook is placed by its name; `method` only picks one when it has several.
        if (typeof webhook !== 'string' || !webhook.trim()) problems.push(`${lineOf(content)}<ApiOperation> webhook must name a webhook of the API definition: webhook="sessionStatus".`);
        if (path !== undefined) problems.push(`${lineOf(content)}<ApiOperation> places either an operation (path and method) or a webhook (webhook), not both.`);
      } else {
        if (typeof path !== 'string' || !path.startsWith('/')) problems.push(`${lineOf(content)}<ApiOperation> needs the operation's path as written in the API definition: path="/api/…".`);
        if (typeof method !== 'string' || !method.trim()) problems.push(`${lineOf(content)}<ApiOperation> needs the operation's HTTP method: method="post".`);
      }
      const api = jsxAttribute(content, 'api');
      if (api !== undefined && (typeof api !== 'string' || !/^[a-z0-9-]+$/.test(api))) problems.push(`${lineOf(content)}<ApiOperation> api must name a folder of openapi/, like api="checkout".`);
    }
    if (name === 'Card' && typeof jsxAttribute(content, 'href') !== 'string') {
      problems.push(`${lineOf(content)}<Card> has no href. Cards link to a page: add href="/…".`);
    }
  });
  return problems;
}
