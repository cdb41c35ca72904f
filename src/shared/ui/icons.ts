import iconNodes from 'lucide-static/icon-nodes.json';

/** One element of a lucide drawing: tag name and attributes (`['path', { d: '…' }]`). */
export type IconNode = ReadonlyArray<readonly [tag: string, attributes: Readonly<Record<string, string>>]>;

/**
 * Every lucide icon's drawing by its kebab-case name (https://lucide.dev/icons), so manifests
 * and the Card component can name any icon. One JSON module, read on the server only: importing
 * lucide-react's whole set instead adds some 1,600 modules, which lengthens every module id in
 * the browser's code too.
 */
const nodes = iconNodes as unknown as Record<string, IconNode>;

export const iconNode = (name: string): IconNode | undefined => (Object.hasOwn(nodes, name) ? nodes[name] : undefined);
