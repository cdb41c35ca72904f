/** The element of a tool's markup named by `data-part`. */
export function part<T extends Element = HTMLElement>(root: ParentNode, name: string): T {
  const element = root.querySelector<T>(`[data-part="${name}"]`);
  if (!element) throw new Error(`The tool's markup has no [data-part="${name}"]`);
  return element;
}
