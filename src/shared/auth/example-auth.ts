import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes, fromBase64, toBase64, utf8 } from '../toolkit/bytes';
import { AUTH_LITERAL } from '../toolkit/sample-credentials';

/** The four values of a body `auth` object as an example writes them. */
export interface AuthValues {
  login: string;
  tranKey: string;
  nonce: string;
  seed: string;
}

/** An `auth` object found in an example: where it is (a JSON pointer) and its values. */
export interface FoundAuth extends AuthValues {
  pointer: string;
  /** Keys and indexes to the `tranKey` string itself, to reach it in the source's own tree. */
  tranKeyPath: (string | number)[];
}

/** The nonce bytes a request sends, or why the value is not a nonce: valid Base64 of 16 raw bytes. */
export function nonceBytes(nonce: string): Uint8Array | { problem: string } {
  const bytes = fromBase64(nonce);
  if (!bytes || toBase64(bytes) !== nonce) return { problem: `nonce "${nonce}" is not Base64 as a request sends it` };
  if (bytes.length !== 16) return { problem: `nonce "${nonce}" holds ${bytes.length} bytes, not 16` };
  return bytes;
}

/** `tranKey = Base64(SHA-256(nonce + seed + secretKey))`, with the raw nonce bytes. */
export function exampleTranKey(nonce: Uint8Array, seed: string, secretKey: string): string {
  return toBase64(sha256(concatBytes(nonce, utf8(seed + secretKey))));
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const AUTH_KEYS = ['login', 'tranKey', 'nonce', 'seed'] as const;

/** The example value of a schema property: `example`, or the first of `examples`. */
function schemaExample(property: unknown): { value: string; key: (string | number)[] } | undefined {
  if (!isRecord(property)) return undefined;
  if (typeof property.example === 'string') return { value: property.example, key: ['example'] };
  if (Array.isArray(property.examples) && typeof property.examples[0] === 'string') return { value: property.examples[0], key: ['examples', 0] };
  return undefined;
}

/** An object schema whose `login`, `tranKey`, `nonce` and `seed` properties all give an example: a generated sample shows them together. */
function schemaAuth(value: Record<string, unknown>, path: (string | number)[]): FoundAuth | undefined {
  if (!isRecord(value.properties)) return undefined;
  const properties = value.properties;
  const [login, tranKey, nonce, seed] = AUTH_KEYS.map((key) => schemaExample(properties[key]));
  if (!login || !tranKey || !nonce || !seed) return undefined;
  const pointer = toPointer([...path, 'properties']);
  return { pointer, tranKeyPath: [...path, 'properties', 'tranKey', ...tranKey.key], login: login.value, tranKey: tranKey.value, nonce: nonce.value, seed: seed.value };
}

/** A JSON pointer (RFC 6901) to the place `path` names. */
export const toPointer = (path: readonly (string | number)[]) => path.map((key) => `/${escapePointer(String(key))}`).join('');

/**
 * Every `auth` object in `value` (at any depth), in document order: an object whose `login`,
 * `tranKey`, `nonce` and `seed` are strings, or (in an OpenAPI definition) an object schema whose
 * four properties each give an example.
 */
export function findAuthObjects(value: unknown, path: (string | number)[] = []): FoundAuth[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => findAuthObjects(item, [...path, index]));
  if (!isRecord(value)) return [];
  const own: FoundAuth[] = AUTH_KEYS.every((key) => typeof value[key] === 'string')
    ? [{ pointer: toPointer(path), tranKeyPath: [...path, 'tranKey'], login: value.login as string, tranKey: value.tranKey as string, nonce: value.nonce as string, seed: value.seed as string }]
    : [];
  const schema = schemaAuth(value, path);
  if (schema) own.push(schema);
  return [...own, ...Object.entries(value).flatMap(([key, child]) => findAuthObjects(child, [...path, key]))];
}

/** One literal of an `auth` object in a code sample, with where its value starts and ends in the code. */
interface Literal {
  field: (typeof AUTH_KEYS)[number];
  value: string;
  start: number;
  end: number;
}

/** An `auth` object written as literals in code of any language (JSON, curl, HTTP, PHP, Python…). */
export interface FoundAuthLiterals extends AuthValues {
  /** Where the `tranKey` value starts and ends in the code (the string value only, quotes excluded). */
  tranKeyStart: number;
  tranKeyEnd: number;
}

/**
 * Every `auth` object a code sample writes with literal values: its `login`, `tranKey`, `nonce` and
 * `seed` literals grouped in order (a field seen again starts the next object). A group missing a
 * literal (code that reads a variable) is not one.
 */
export function findAuthLiterals(code: string): FoundAuthLiterals[] {
  const groups: Partial<Record<Literal['field'], Literal>>[] = [];
  let current: Partial<Record<Literal['field'], Literal>> = {};
  for (const match of code.matchAll(AUTH_LITERAL)) {
    const field = match[2] as Literal['field'];
    const value = match[5] ?? '';
    const start = (match.index ?? 0) + match[0].length - (match[4] ?? '').length - value.length;
    if (current[field]) {
      groups.push(current);
      current = {};
    }
    current[field] = { field, value, start, end: start + value.length };
  }
  groups.push(current);
  return groups.flatMap(({ login, tranKey, nonce, seed }) =>
    login && tranKey && nonce && seed ? [{ login: login.value, tranKey: tranKey.value, nonce: nonce.value, seed: seed.value, tranKeyStart: tranKey.start, tranKeyEnd: tranKey.end }] : [],
  );
}

/** The verdict on one example `auth` object, given the secret that signs its login's examples. */
export type AuthCheck = { kind: 'match' } | { kind: 'wrong'; expected: string } | { kind: 'problem'; problem: string };

export function checkExampleAuth(auth: AuthValues, secretKey: string): AuthCheck {
  const nonce = nonceBytes(auth.nonce);
  if ('problem' in nonce) return { kind: 'problem', problem: nonce.problem };
  const expected = exampleTranKey(nonce, auth.seed, secretKey);
  return expected === auth.tranKey ? { kind: 'match' } : { kind: 'wrong', expected };
}
