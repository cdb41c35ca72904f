import { pointerSegments } from '../openapi/resolve-ref';
import { isObject, own } from '../openapi/raw';

/**
 * Arazzo 1.0 runtime expressions (spec "Runtime Expressions"): `$inputs.reference`,
 * `$steps.create.outputs.requestId`, `$response.body#/status/status`, `$response.header.Location`,
 * `$statusCode`, `$request.body#/payment/reference`, `$url`, `$method`, `$outputs.x`,
 * `$workflows.id.outputs.x`, `$sourceDescriptions.name.url`, and the same expressions embedded in a
 * string in braces (`Bearer {$inputs.token}`). No npm package that parses them is published on the
 * registry this project installs from (the swaggerexpert one answers 404), so this reads the grammar's
 * subset the workflows use and says which expression it cannot read rather than guessing.
 */
export interface ExpressionContext {
  inputs: Record<string, unknown>;
  steps: Record<string, { outputs: Record<string, unknown> }>;
  outputs?: Record<string, unknown>;
  workflows?: Record<string, { outputs: Record<string, unknown> }>;
  sourceDescriptions?: Record<string, { url: string }>;
  /** The current step's exchange, once sent. */
  request?: { method: string; url: string; headers: Record<string, string>; body?: unknown; path?: Record<string, unknown>; query?: Record<string, unknown> };
  response?: { status: number; headers: Record<string, string>; body?: unknown };
}

export class ExpressionError extends Error {}

/** A whole string is one expression when it starts with `$` and has no spaces (the ABNF has none). */
export const isExpression = (value: string) => /^\$[A-Za-z]/.test(value) && !/\s/.test(value);

/** The value at a JSON pointer (`/payment/0/status`), or undefined where nothing is. */
export function valueAtPointer(value: unknown, pointer: string): unknown {
  let current = value;
  for (const segment of pointerSegments(`#${pointer}`)) {
    if (Array.isArray(current) && /^(0|[1-9]\d*)$/.test(segment)) current = current[Number(segment)];
    else if (isObject(current)) current = own(current, segment);
    else return undefined;
  }
  return current;
}

/** A dotted name path (`outputs.requestId`) into an object. */
function dotted(value: unknown, names: readonly string[]): unknown {
  let current = value;
  for (const name of names) current = isObject(current) ? own(current, name) : undefined;
  return current;
}

const headerOf = (headers: Record<string, string> | undefined, name: string) => {
  const wanted = name.toLowerCase();
  return Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === wanted)?.[1];
};

/** The value one runtime expression names; throws ExpressionError for one it cannot read. */
export function evaluateExpression(expression: string, context: ExpressionContext): unknown {
  const [head, pointer] = splitPointer(expression);
  if (head === '$statusCode') return context.response?.status;
  if (head === '$url') return context.request?.url;
  if (head === '$method') return context.request?.method;
  const [root, ...names] = head.split('.');
  switch (root) {
    case '$inputs':
      return withPointer(dotted(context.inputs, names), pointer);
    case '$outputs':
      return withPointer(dotted(context.outputs, names), pointer);
    case '$steps':
      return withPointer(dotted(context.steps, names), pointer);
    case '$workflows':
      return withPointer(dotted(context.workflows, names), pointer);
    case '$sourceDescriptions':
      return dotted(context.sourceDescriptions, names);
    case '$request':
    case '$response': {
      const message = root === '$request' ? context.request : context.response;
      const [part, ...rest] = names;
      if (part === 'body' && rest.length === 0) return withPointer(message?.body, pointer);
      if (part === 'header' && rest.length > 0) return headerOf(message?.headers, rest.join('.'));
      if (root === '$request' && (part === 'path' || part === 'query') && rest.length === 1) return dotted(context.request?.[part], rest);
      break;
    }
  }
  throw new ExpressionError(`Cannot read the runtime expression ${expression}`);
}

function splitPointer(expression: string): [string, string | undefined] {
  const hash = expression.indexOf('#');
  return hash === -1 ? [expression, undefined] : [expression.slice(0, hash), expression.slice(hash + 1)];
}

function withPointer(value: unknown, pointer: string | undefined): unknown {
  if (pointer === undefined) return value;
  if (pointer !== '' && !pointer.startsWith('/')) throw new ExpressionError(`#${pointer} is not a JSON pointer`);
  return valueAtPointer(value, pointer);
}

/**
 * A value of a workflow (a parameter, a payload, an output) with its expressions read: a string that
 * is one expression becomes its value (of any type), braces in a longer string are replaced by their
 * values' text, objects and arrays are read member by member.
 */
export function resolveValue(value: unknown, context: ExpressionContext): unknown {
  if (typeof value === 'string') {
    if (isExpression(value)) return evaluateExpression(value, context);
    if (!value.includes('{$')) return value;
    return value.replace(/\{(\$[^{}\s]+)\}/g, (_, expression: string) => {
      const found = evaluateExpression(expression, context);
      return typeof found === 'string' ? found : JSON.stringify(found ?? null);
    });
  }
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, context));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveValue(item, context)]));
  return value;
}
