/** The schema refs open on the way from the root to the node being built: a ref found here is a cycle. */
export interface RefStack {
  readonly list: string[];
  readonly open: Set<string>;
}

export function newRefStack(): RefStack {
  return { list: [], open: new Set() };
}

export function pushRef(stack: RefStack, pointer: string): void {
  stack.list.push(pointer);
  stack.open.add(pointer);
}

/** Pops back to a previous height (a node may have opened several refs through allOf). */
export function popRefsTo(stack: RefStack, height: number): void {
  while (stack.list.length > height) stack.open.delete(stack.list.pop() as string);
}
