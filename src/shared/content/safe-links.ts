import type { Nodes, Root, RootContent } from 'mdast';
import { isAllowedHref } from './link-scheme';

/**
 * A Markdown tree whose links all pass the site's allow-list (link-scheme.ts): a link, or a
 * reference to a definition, whose URL does not becomes its text; such a definition and an image
 * with such a URL (its alt text kept) go too. What every generated output runs a tree through
 * before writing it: API descriptions on pages and in feeds (markdown-html.ts), Markdown twins.
 */
export function withSafeLinks<T extends Root | RootContent>(node: T): T {
  const unsafeDefinitions = new Set<string>();
  const collect = (current: Nodes) => {
    if (current.type === 'definition' && !isAllowedHref(current.url)) unsafeDefinitions.add(current.identifier);
    if ('children' in current) (current.children as Nodes[]).forEach(collect);
  };
  collect(node as Nodes);

  const clean = (current: Nodes): Nodes[] => {
    if (current.type === 'link' && !isAllowedHref(current.url)) return current.children.flatMap(clean);
    if (current.type === 'linkReference' && unsafeDefinitions.has(current.identifier)) return current.children.flatMap(clean);
    if (current.type === 'definition' && unsafeDefinitions.has(current.identifier)) return [];
    if (current.type === 'image' && !isAllowedHref(current.url)) return current.alt ? [{ type: 'text', value: current.alt }] : [];
    if (current.type === 'imageReference' && unsafeDefinitions.has(current.identifier)) return current.alt ? [{ type: 'text', value: current.alt }] : [];
    if (!('children' in current)) return [current];
    return [{ ...current, children: (current.children as Nodes[]).flatMap(clean) } as Nodes];
  };
  return clean(node as Nodes)[0] as T;
}
