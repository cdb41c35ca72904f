import { isObject, type RawObject } from '../openapi/raw';
import { resolveObject } from '../openapi/resolve-ref';
import type { SimOperation } from './api-data';

/**
 * The definition's own examples, as the simulator answers with them: an error's words are the
 * operation's example for that status, found by the example's name (`409` `alreadyReversed`), in
 * the definition's language. So the simulator says what the reference page says, and a renamed
 * example fails the simulator's tests rather than changing its answers silently.
 */

const resolve = (document: object, value: unknown): unknown => {
  try {
    return resolveObject(document, value);
  } catch {
    return undefined;
  }
};

/** The JSON media type object of a request body or response, resolved. */
export function jsonMedia(document: object, holder: unknown): RawObject | undefined {
  const resolved = resolve(document, holder);
  if (!isObject(resolved) || !isObject(resolved.content)) return undefined;
  for (const [type, media] of Object.entries(resolved.content)) {
    if ((type === 'application/json' || /\+json$/.test(type)) && isObject(media)) return media;
  }
  return undefined;
}

/** The form media type object of a request body (`application/x-www-form-urlencoded`, OAuth's token request), resolved. */
export function formMedia(document: object, holder: unknown): RawObject | undefined {
  const resolved = resolve(document, holder);
  const media = isObject(resolved) && isObject(resolved.content) ? resolved.content['application/x-www-form-urlencoded'] : undefined;
  return isObject(media) ? media : undefined;
}

/** Every named example of a media type (an inline `example` is named `example`). */
export function namedExamples(document: object, media: RawObject | undefined): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!media) return out;
  if (media.example !== undefined) out.set('example', media.example);
  if (isObject(media.examples)) {
    for (const [name, example] of Object.entries(media.examples)) {
      const resolved = resolve(document, example);
      if (isObject(resolved) && resolved.value !== undefined) out.set(name, resolved.value);
    }
  }
  return out;
}

/** The response object of an operation for a status (`409`, or the `4XX`/`default` that covers it). */
export function responseFor(document: object, operation: SimOperation, status: number): RawObject | undefined {
  const responses = isObject(operation.operation.responses) ? operation.operation.responses : {};
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) => candidate in responses);
  const found = key === undefined ? undefined : resolve(document, responses[key]);
  return isObject(found) ? found : undefined;
}

export function responseExamples(document: object, operation: SimOperation, status: number): Map<string, unknown> {
  return namedExamples(document, jsonMedia(document, responseFor(document, operation, status)));
}

export function requestExamples(document: object, operation: SimOperation): Map<string, unknown> {
  return namedExamples(document, jsonMedia(document, operation.operation.requestBody));
}

/** `status.message` of a value shaped like every Ondapay answer (`{ status: { status, reason, message, date } }`). */
export function statusMessageOf(value: unknown): string | undefined {
  return isObject(value) && isObject(value.status) && typeof value.status.message === 'string' ? value.status.message : undefined;
}

/**
 * Every `{ status, reason, message }` the definition's examples write, by status and reason, in
 * the definition's language: the words of a session `REJECTED` `EX`, of a payment `APPROVED` `00`.
 */
export function statusMessages(document: object): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 40) return;
    if (Array.isArray(value)) value.forEach((item) => visit(item, depth + 1));
    else if (isObject(value)) {
      if (typeof value.status === 'string' && (typeof value.reason === 'string' || typeof value.reason === 'number') && typeof value.message === 'string') {
        const key = `${value.status}|${String(value.reason)}`;
        if (!out.has(key)) out.set(key, value.message);
      }
      Object.values(value).forEach((item) => visit(item, depth + 1));
    }
  };
  visit(document, 0);
  return out;
}

/**
 * The words of a status table in a schema's description (`| \`FAILED\` | \`"AN"\` | La cuenta no existe. |`),
 * by status and reason, without the sentence's final period: what the API answers, as its examples
 * write it ("El titular no coincide con la cuenta").
 */
export function statusTableMessages(document: object): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 40) return;
    if (Array.isArray(value)) value.forEach((item) => visit(item, depth + 1));
    else if (isObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'description' && typeof item === 'string') {
          for (const row of item.matchAll(/^\| `([A-Z_]+)` \| `"([A-Z0-9]+)"` \| (.+?)\.? \|$/gm)) if (!out.has(`${row[1]}|${row[2]}`)) out.set(`${row[1]}|${row[2]}`, row[3]!);
        } else visit(item, depth + 1);
      }
    }
  };
  visit(document, 0);
  return out;
}
