import RandExp from 'randexp';
import { seededRandom } from '../../../tests/support/seeded-random';
import type { SchemaFacts } from './types';

/** Values for formats without an example, from the content guide's test data. */
export const formatValues: Record<string, string> = {
  'date-time': '2026-11-20T14:30:00-05:00',
  date: '2026-11-20',
  time: '14:30:00-05:00',
  duration: 'P1D',
  email: 'ana.gomez@example.com',
  'idn-email': 'ana.gomez@example.com',
  uri: 'https://example.com',
  'uri-reference': 'https://example.com',
  iri: 'https://example.com',
  url: 'https://example.com',
  uuid: '3f6c1b2a-8d4e-4c7f-9a1b-2c3d4e5f6a7b',
  ipv4: '203.0.113.10',
  ipv6: '2001:db8::10',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
  byte: 'U29uZGFwYXk=',
  password: 'secret',
  'json-pointer': '/payment/amount',
  regex: '^[A-Z]+$',
};

type StringFacts = Pick<SchemaFacts, 'format' | 'pattern' | 'minLength' | 'maxLength'>;
type NumberFacts = Pick<SchemaFacts, 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'multipleOf'>;

/** JSON Schema `pattern`s are ECMA-262 regular expressions, unanchored, in Unicode mode where they compile so. */
function compile(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    try {
      return new RegExp(pattern);
    } catch {
      return undefined;
    }
  }
}

/** Does `value` satisfy the string's length and pattern? */
export function stringFits(value: string, facts: StringFacts): boolean {
  const length = [...value].length;
  if (facts.minLength !== undefined && length < facts.minLength) return false;
  if (facts.maxLength !== undefined && length > facts.maxLength) return false;
  if (facts.pattern !== undefined && !compile(facts.pattern)?.test(value)) return false;
  return true;
}

/** Pads or cuts a value to the allowed length, keeping `suffix` (what tells unique items apart) at its end. */
function fitLength(value: string, facts: StringFacts, suffix = ''): string {
  let out = value + suffix;
  if (facts.minLength !== undefined && [...out].length < facts.minLength) out = out.padEnd(facts.minLength, 'x');
  if (facts.maxLength !== undefined && [...out].length > facts.maxLength) out = [...value].slice(0, Math.max(0, facts.maxLength - suffix.length)).join('') + suffix.slice(-facts.maxLength);
  return out;
}

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  return value >>> 0;
}

/**
 * Strings that match a pattern (randexp), drawn from a generator seeded by the pattern, so a build
 * writes the same example every time. Letters and digits stand in for `.` and negated classes.
 */
function fromPattern(pattern: string, facts: StringFacts, variant: number): string | undefined {
  let generator: RandExp;
  try {
    generator = new RandExp(pattern);
  } catch {
    return undefined;
  }
  generator.defaultRange.subtract(32, 126);
  generator.defaultRange.add(48, 57).add(65, 90).add(97, 122);
  const random = seededRandom(hash(pattern) + variant * 7919);
  generator.randInt = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
  // Unbounded repetitions stay short, but long enough for a minimum length.
  generator.max = Math.max(4, facts.minLength ?? 0);
  for (let attempt = 0; attempt < 64; attempt++) {
    const value = generator.gen();
    if (stringFits(value, facts)) return value;
  }
  return undefined;
}

/** A string that fits the schema's format, pattern and lengths (the `variant`-th such, to fill unique arrays). */
export function stringValue(facts: StringFacts, variant = 0): string {
  const base = (facts.format !== undefined ? formatValues[facts.format] : undefined) ?? 'string';
  const suffix = variant === 0 ? '' : String(variant + 1);
  const plain = fitLength(base, facts, suffix);
  if (facts.pattern === undefined) return plain;
  if (stringFits(base, facts) && variant === 0) return base;
  if (stringFits(plain, facts)) return plain;
  return fromPattern(facts.pattern, facts, variant) ?? plain;
}

const decimalsOf = (value: number) => (String(value).split('.')[1] ?? '').length;

/** A number in range and a multiple of `multipleOf` where given (the `variant`-th step up, to fill unique arrays). */
export function numberValue(facts: NumberFacts, integer: boolean, variant = 0): number {
  const { minimum, maximum, multipleOf } = facts;
  const unit = multipleOf ?? 1;
  let value: number;
  if (minimum !== undefined) value = facts.exclusiveMinimum ? minimum + (multipleOf === undefined ? 1 : 0) : minimum;
  else if (maximum !== undefined && maximum < 1) value = facts.exclusiveMaximum ? maximum - 1 : maximum;
  else value = integer ? 1 : 1.5;
  value += variant * unit;
  if (multipleOf !== undefined) {
    const decimals = decimalsOf(multipleOf);
    const round = (number: number) => Number(number.toFixed(decimals));
    let steps = Math.ceil(value / multipleOf - 1e-9);
    if (facts.exclusiveMinimum && minimum !== undefined && round(steps * multipleOf) <= minimum) steps += 1;
    value = round(steps * multipleOf);
    if (maximum !== undefined && (value > maximum || (facts.exclusiveMaximum && value >= maximum))) {
      steps = Math.floor(maximum / multipleOf + 1e-9);
      if (facts.exclusiveMaximum && round(steps * multipleOf) >= maximum) steps -= 1;
      value = round(steps * multipleOf);
    }
  }
  if (integer && !Number.isInteger(value)) value = Math.ceil(value);
  if (maximum !== undefined && value > maximum) value = maximum;
  return value;
}
