import { isObject, type RawObject, stringOf } from './raw';
import { componentName, finalPointer, refOf, resolvePointer } from './resolve-ref';
import { typeNames } from './schema-facts';

/** Most options an `allOf` of several `oneOf`s (or `anyOf`s) becomes as every combination; past it, each option once. */
export const MAX_COMBINED_CHOICES = 24;

/** The variant's `title`, else its `$ref` component's title or name, else `Option N` (1-based). */
export function variantTitle(definition: object, option: unknown, index: number): string {
  const own = isObject(option) ? stringOf(option.title) : undefined;
  if (own !== undefined) return own;
  const ref = refOf(option);
  if (ref !== undefined) {
    const pointer = finalPointer(definition, ref);
    const target = resolvePointer(definition, pointer);
    const title = (isObject(target) ? stringOf(target.title) : undefined) ?? componentName(pointer);
    if (title !== undefined) return title;
  }
  return `Option ${index + 1}`;
}

/** `{ type: 'null' }` (3.1's way of saying "or null" in a oneOf). */
export function isNullSchema(option: unknown): boolean {
  if (!isObject(option)) return false;
  const { types, hasNull } = typeNames(option);
  return hasNull && types.length === 0;
}

/**
 * Two `oneOf` lists that both apply (parts of one `allOf`: a payment method and a delivery, say)
 * as one list whose every option is a choice of each, titled `Card · Pickup`: so a page shows, and
 * a sample sends, every choice, where merging field by field would keep the later list only. Up to
 * MAX_COMBINED_CHOICES options, every combination; past it, each option of either list once, with
 * the other list's first. Null is an option only when both lists allow it.
 */
export function combineChoices(definition: object, earlier: readonly unknown[], later: readonly unknown[]): unknown[] {
  const first = earlier.filter((option) => !isNullSchema(option));
  const second = later.filter((option) => !isNullSchema(option));
  if (first.length === 0) return [...later];
  if (second.length === 0) return [...earlier];
  const titled = (list: readonly unknown[]) => list.map((option, index) => ({ option, title: variantTitle(definition, option, index) }));
  const [a, b] = [titled(first), titled(second)];
  const pairs =
    a.length * b.length <= MAX_COMBINED_CHOICES
      ? a.flatMap((left) => b.map((right) => [left, right] as const))
      : [...a.map((left) => [left, b[0]!] as const), ...b.slice(1).map((right) => [a[0]!, right] as const)];
  const combined: RawObject[] = pairs.map(([left, right]) => ({ title: `${left.title} · ${right.title}`, allOf: [left.option, right.option] }));
  const nullable = first.length < earlier.length && second.length < later.length;
  return nullable ? [...combined, { type: 'null' }] : combined;
}
