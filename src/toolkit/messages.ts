/**
 * The tools' words come from the page (the locale's dictionary, rendered by the server): each
 * message is a `data-message-<name>` attribute on the tool's root, with `{placeholders}`.
 */
export function message(root: HTMLElement, name: string, values: Record<string, string | number> = {}): string {
  const template = root.getAttribute(`data-message-${name}`) ?? '';
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The element of a tool's markup named by `data-part`. */
export function part<T extends Element = HTMLElement>(root: ParentNode, name: string): T {
  const element = root.querySelector<T>(`[data-part="${name}"]`);
  if (!element) throw new Error(`The tool's markup has no [data-part="${name}"]`);
  return element;
}
