/** `string<date-time>` for a single formatted type; unions keep their bare names. */
export function primitiveLabel(types: readonly string[], format: string | undefined): string {
  if (types.length === 0) return 'any';
  if (types.length === 1 && format !== undefined) return `${types[0]}<${format}>`;
  return types.join(' | ');
}

/** Parentheses keep `array of (string | null)` apart from `array of string | null` (the array itself may be null). */
export function arrayLabel(itemLabel: string): string {
  return `array of ${itemLabel.includes(' | ') ? `(${itemLabel})` : itemLabel}`;
}

/** A 3.1 tuple: `[string, integer]` when closed (`items: false`), `[string, integer, ...boolean]` when more items may follow. */
export function tupleLabel(positions: readonly string[], rest: string | undefined): string {
  return `[${[...positions, ...(rest === undefined ? [] : [`...${rest}`])].join(', ')}]`;
}

export function unionLabel(labels: readonly string[]): string {
  return [...new Set(labels)].join(' | ');
}

export function withNull(label: string, nullable: boolean): string {
  return nullable && label !== 'null' && !label.endsWith(' | null') ? `${label} | null` : label;
}
