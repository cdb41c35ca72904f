import { rewriteSample, type AuthValues } from '@/shared/toolkit/sample-credentials';

/** Text nodes the toolkit rewrote, with what the build wrote there. */
const originals = new Map<Text, string>();

function textNodes(root: Element): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/**
 * Writes `values` in place of the `auth` literals of one code block, and the test host in place of
 * any production host of a block that sends them. Works on the highlighted markup's text nodes, so
 * colours stay, also where the build broke a long value into several nodes for wrapping.
 */
function rewriteBlock(code: Element, values: AuthValues) {
  const nodes = textNodes(code);
  const sources = nodes.map((node) => originals.get(node) ?? node.data);
  const next = rewriteSample(sources, values);
  if (!next) return;
  nodes.forEach((node, index) => {
    const text = next[index] ?? node.data;
    if (text === node.data) return;
    originals.set(node, sources[index] ?? node.data);
    node.data = text;
  });
}

let current: AuthValues | undefined;
let observer: MutationObserver | undefined;

const blocks = (root: ParentNode) => root.querySelectorAll('pre code');

/** Shows `values` in every sample of the page, including code that arrives later (lazy panels); undefined restores the build's values. */
export function showInSamples(values: AuthValues | undefined) {
  current = values;
  if (!values) {
    observer?.disconnect();
    observer = undefined;
    for (const [node, original] of originals) node.data = original;
    originals.clear();
    return;
  }
  blocks(document).forEach((code) => rewriteBlock(code, values));
  observer ??= new MutationObserver((mutations) => {
    if (!current) return;
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches('pre code')) rewriteBlock(node, current);
        else blocks(node).forEach((code) => rewriteBlock(code, current!));
        const code = node.closest('pre code');
        if (code) rewriteBlock(code, current);
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
}
