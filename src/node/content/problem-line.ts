/** "line N: " for a problem found at a node of a page's tree, or nothing when the node has no position. */
export const lineOf = (node: { position?: { start: { line: number } } }): string => (node.position ? `line ${node.position.start.line}: ` : '');
