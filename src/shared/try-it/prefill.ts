import { isObject, type RawObject } from '../openapi/raw';
import { resolveObject } from '../openapi/resolve-ref';
import { operationsOf, type SimApi, type SimOperation } from '../simulator/api-data';
import { siteDate, siteDateTime } from '../simulator/clock';
import { formMedia, jsonMedia, namedExamples } from '../simulator/examples';

/**
 * *Try it*'s first request for an operation (docs/simulator.md, "In the page"): the definition's
 * own example, as the page shows it, made ready to send now. The URL is the test server's, with
 * the parameters' examples (or a value an earlier answer in the page gave, a session's
 * `requestId`); the body is a request example whose dates (and days) are moved to today, as far from now as
 * they were from the example's `auth.seed`, and whose `auth` is the reader's, fresh.
 */

export interface RequestExample {
  /** The example's name in the definition (`payment`), `example` for an inline one. */
  name: string;
  summary?: string;
  value: unknown;
}

export interface BodyAuth {
  login: string;
  tranKey: string;
  nonce: string;
  seed: string;
}

const resolved = (document: object, value: unknown): RawObject | undefined => {
  try {
    return resolveObject(document, value);
  } catch {
    return undefined;
  }
};

export function findOperation(api: SimApi, method: string, path: string): SimOperation | undefined {
  return operationsOf(api).find((operation) => operation.method === method.toUpperCase() && operation.path === path);
}

/** The JSON request body's examples, in the definition's order. */
export function requestBodyExamples(document: object, operation: SimOperation): RequestExample[] {
  const media = jsonMedia(document, operation.operation.requestBody);
  if (!media) return [];
  const examples: RequestExample[] = media.example === undefined ? [] : [{ name: 'example', value: media.example }];
  if (isObject(media.examples)) {
    for (const [name, raw] of Object.entries(media.examples)) {
      const example = resolved(document, raw);
      if (example?.value !== undefined) examples.push({ name, ...(typeof example.summary === 'string' ? { summary: example.summary } : {}), value: example.value });
    }
  }
  const schema = resolved(document, media.schema);
  if (examples.length === 0 && schema?.example !== undefined) examples.push({ name: 'example', value: schema.example });
  return examples;
}

/** The operation's parameters: its path item's, with the operation's own in their place. */
export function parametersOf(document: object, operation: SimOperation): RawObject[] {
  const list = (value: unknown) => (Array.isArray(value) ? value.map((item) => resolved(document, item)).filter((item): item is RawObject => item !== undefined) : []);
  const own = list(operation.operation.parameters);
  const key = (parameter: RawObject) => `${String(parameter.in)} ${String(parameter.name)}`;
  return [...list(operation.pathItem.parameters).filter((parameter) => !own.some((mine) => key(mine) === key(parameter))), ...own];
}

/** A parameter's example value: its own `example` or first `examples`, else its schema's example, default or first allowed value. */
export function parameterExample(document: object, parameter: RawObject): unknown {
  if (parameter.example !== undefined) return parameter.example;
  if (isObject(parameter.examples)) {
    for (const raw of Object.values(parameter.examples)) {
      const example = resolved(document, raw);
      if (example?.value !== undefined) return example.value;
    }
  }
  const schema = resolved(document, parameter.schema);
  if (!schema) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  return Array.isArray(schema.enum) ? schema.enum[0] : undefined;
}

const scalar = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The URL to call: the operation's test server and path, each path parameter filled with what an
 * earlier answer gave under its name (`remembered`) or its example, and the query parameters that
 * have an example or are required.
 */
export function prefillUrl(document: object, operation: SimOperation, remembered: ReadonlyMap<string, string> = new Map()): string {
  const parameters = parametersOf(document, operation);
  const path = operation.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    const value = remembered.get(name) ?? (parameter ? parameterExample(document, parameter) : undefined);
    return value === undefined ? whole : encodeURIComponent(scalar(value));
  });
  const query = parameters.flatMap((parameter) => {
    if (parameter.in !== 'query' || typeof parameter.name !== 'string') return [];
    const value = parameterExample(document, parameter);
    if (value === undefined) return parameter.required === true ? [`${encodeURIComponent(parameter.name)}=`] : [];
    return [`${encodeURIComponent(parameter.name)}=${encodeURIComponent(scalar(value))}`];
  });
  return `${operation.server}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

/** A form body's first example (OAuth's `grant_type=client_credentials&scope=tokens`), as the form's text; undefined for another body. */
export function formBodyExample(document: object, operation: SimOperation): string | undefined {
  if (jsonMedia(document, operation.operation.requestBody)) return undefined;
  const [example] = namedExamples(document, formMedia(document, operation.operation.requestBody)).values();
  return isObject(example) ? new URLSearchParams(Object.entries(example).map(([key, value]) => [key, scalar(value)])).toString() : undefined;
}

/** The headers to send, as `Name: value` lines: the body's type (JSON, or a form), then the header parameters with an example. */
export function prefillHeaders(document: object, operation: SimOperation): string {
  const body = operation.operation.requestBody;
  const lines = jsonMedia(document, body) ? ['Content-Type: application/json'] : formMedia(document, body) ? ['Content-Type: application/x-www-form-urlencoded'] : [];
  for (const parameter of parametersOf(document, operation)) {
    if (parameter.in !== 'header' || typeof parameter.name !== 'string') continue;
    const value = parameterExample(document, parameter);
    if (value !== undefined) lines.push(`${parameter.name}: ${scalar(value)}`);
  }
  return lines.join('\n');
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * Every date and time in `value` moved as far as `from` is from `to`, written in the site's time
 * zone as the API writes them; a date alone (a voucher's `dueDate`) moves by the calendar days
 * between the two in the site's zone, so a date that was the example's day stays today.
 */
export function shiftDates(value: unknown, from: Date, to: Date): unknown {
  const days = Math.round((Date.parse(siteDate(to)) - Date.parse(siteDate(from))) / DAY_MS);
  const shift = (item: unknown): unknown => {
    if (typeof item === 'string' && DATE_TIME.test(item)) return siteDateTime(new Date(Date.parse(item) + to.getTime() - from.getTime()));
    if (typeof item === 'string' && DATE.test(item) && Number.isFinite(Date.parse(item))) return new Date(Date.parse(item) + days * DAY_MS).toISOString().slice(0, 10);
    if (Array.isArray(item)) return item.map(shift);
    if (isObject(item)) return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, shift(inner)]));
    return item;
  };
  return shift(value);
}

/** The body with `auth` replaced, when it sends one. */
export function withAuth(value: unknown, auth: BodyAuth | undefined): unknown {
  return auth && isObject(value) && isObject(value.auth) ? { ...value, auth } : value;
}

/**
 * An example made ready to send at `now`: its dates as far from `now` as they were from its
 * `auth.seed` (an `expiration` 30 minutes after the seed stays 30 minutes ahead, a `dueDate` 25
 * days after it stays 25 days ahead), its `auth` the one given. As text, the way the reader edits it.
 */
export function prefillBody(example: unknown, now: Date, auth?: BodyAuth): string {
  const seed = isObject(example) && isObject(example.auth) && typeof example.auth.seed === 'string' ? Date.parse(example.auth.seed) : Number.NaN;
  const moved = Number.isFinite(seed) ? shiftDates(example, new Date(seed), now) : example;
  return JSON.stringify(withAuth(moved, auth), null, 2);
}

/** What an answer teaches the next request: its top-level scalar fields (a created session's `requestId`), by name. */
export function rememberAnswer(remembered: Map<string, string>, body: string): void {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return;
  }
  if (!isObject(value)) return;
  for (const [key, item] of Object.entries(value)) if (typeof item === 'string' || typeof item === 'number') remembered.set(key, String(item));
}
