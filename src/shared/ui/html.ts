import { escapeHtml } from '../content/markdown-html';
import { iconNode } from './icons';

/**
 * Small helpers for the HTML the API reference writes as strings (src/node/openapi/operation-html.ts
 * and the parts it is made of): React neither carries nor hydrates it. Text goes through
 * `escapeHtml`; content passed to `elementHtml` is HTML already.
 */
export { escapeHtml };

/** An attribute's value: left out when undefined, null or false; a bare attribute when true. */
export type AttributeValue = string | number | boolean | null | undefined;

/** Attributes as HTML, each value escaped: ` id="a" hidden`. */
export function attributesHtml(values: Readonly<Record<string, AttributeValue>>): string {
  let out = '';
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === false) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return out;
}

/** An element around HTML content. */
export const elementHtml = (tag: string, attributes: Readonly<Record<string, AttributeValue>>, content = '') => `<${tag}${attributesHtml(attributes)}>${content}</${tag}>`;

/** A lucide icon (https://lucide.dev/icons) drawn as lucide-react draws it, hidden from screen readers. */
export function iconSvgHtml(name: string, className: string): string {
  const node = iconNode(name);
  if (!node) throw new Error(`iconSvgHtml: lucide has no icon "${name}".`);
  const drawing = node.map(([tag, attributes]) => elementHtml(tag, attributes)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="${escapeHtml(className)}" aria-hidden="true">${drawing}</svg>`;
}
