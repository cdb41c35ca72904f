import { isObject, type RawObject } from '../../shared/openapi/raw';
import { isHttpMethod } from '../../shared/openapi/operation-summary';
import type { SchemaProblem } from './schema-problems';

/**
 * Rules the site adds to OpenAPI's JSON Schema, which a schema cannot say: the ones
 * @readme/openapi-parser checked (unique operation IDs, path parameters that match their path
 * template, no parameter declared twice) and local `$ref`s that point at something. Each problem
 * has the JSON pointer of the place to fix, in the document as written.
 */
export function definitionRuleProblems(document: RawObject): SchemaProblem[] {
  return [...danglingRefs(document), ...duplicateOperationIds(document), ...pathParameterProblems(document)];
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Keys whose value is a payload (an example, a default, an extension), where a `$ref` key is data. */
const DATA_KEYS = new Set(['example', 'default', 'const', 'enum', 'value']);

/**
 * Keys whose children are named by the author (`properties`, `responses`, `headers`, …): a child
 * called `default`, `example` or `x-rate-limit` there is structure, never data.
 */
const NAMED_CHILDREN = new Set([
  'paths', 'webhooks', 'components', 'schemas', 'responses', 'parameters', 'examples', 'requestBodies', 'headers',
  'securitySchemes', 'links', 'callbacks', 'pathItems', 'properties', 'patternProperties', '$defs', 'definitions',
  'dependentSchemas', 'content', 'encoding', 'variables',
]);

/** `#/…` pointer segments (RFC 6901 in a URI fragment), or undefined for a reference this check does not follow. */
function segmentsOf(ref: string): string[] | undefined {
  if (!ref.startsWith('#/')) return undefined;
  try {
    return ref.slice(2).split('/').map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
  } catch {
    return undefined;
  }
}

function resolves(document: RawObject, segments: readonly string[]): boolean {
  let current: unknown = document;
  for (const segment of segments) {
    if (Array.isArray(current) && /^(0|[1-9]\d*)$/.test(segment) && Number(segment) < current.length) current = current[Number(segment)];
    else if (isObject(current) && Object.hasOwn(current, segment)) current = current[segment];
    else return false;
  }
  return true;
}

/** Local `$ref`s that point at nothing, outside examples, defaults and extensions (where a `$ref` key is data). */
function danglingRefs(document: RawObject): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  // An explicit stack: a definition's nesting is the author's, not bounded by the call stack.
  const stack: Array<{ value: unknown; pointer: string; key: string; parentKey: string }> = [{ value: document, pointer: '', key: '', parentKey: '' }];
  while (stack.length > 0) {
    const { value, pointer, key, parentKey } = stack.pop() as (typeof stack)[number];
    if (Array.isArray(value)) {
      // A list's items (parameters, allOf, servers…) are objects with fields, never maps of names.
      value.forEach((item, index) => stack.push({ value: item, pointer: `${pointer}/${index}`, key: '', parentKey: key }));
      continue;
    }
    if (!isObject(value)) continue;
    const named = NAMED_CHILDREN.has(key);
    // Paths, an operation's responses and components take extensions beside their names.
    const extensible = key === 'paths' || key === 'webhooks' || key === 'components' || (key === 'responses' && parentKey !== 'components');
    for (const [childKey, child] of Object.entries(value)) {
      const childPointer = `${pointer}/${escape(childKey)}`;
      if (extensible && childKey.startsWith('x-')) continue;
      if (!named) {
        if (DATA_KEYS.has(childKey) || childKey.startsWith('x-')) continue;
        if (childKey === 'examples' && Array.isArray(child)) continue;
        // A Link Object's `parameters` and `requestBody` are values or runtime expressions.
        if (parentKey === 'links' && (childKey === 'parameters' || childKey === 'requestBody')) continue;
        if (childKey === '$ref' && typeof child === 'string') {
          const segments = segmentsOf(child);
          if (segments && !resolves(document, segments)) problems.push({ pointer: childPointer, message: `points at "${child}", which the definition does not have` });
          continue;
        }
      }
      stack.push({ value: child, pointer: childPointer, key: childKey, parentKey: key });
    }
  }
  return problems.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0));
}

interface OperationAt {
  pointer: string;
  label: string;
  operation: RawObject;
  pathItem: RawObject;
  pathItemPointer: string;
  path: string;
}

/** Every operation under `paths` and `webhooks`, where it is written (path items that are `$ref`s are followed once). */
function operationsOf(document: RawObject): OperationAt[] {
  const found: OperationAt[] = [];
  for (const section of ['paths', 'webhooks'] as const) {
    const items = document[section];
    if (!isObject(items)) continue;
    for (const [path, rawItem] of Object.entries(items)) {
      if (path.startsWith('x-') || !isObject(rawItem)) continue;
      const ref = typeof rawItem.$ref === 'string' ? segmentsOf(rawItem.$ref) : undefined;
      const target = ref ? ref.reduce<unknown>((current, segment) => (isObject(current) ? current[segment] : undefined), document) : rawItem;
      if (!isObject(target)) continue;
      const pathItemPointer = ref ? `/${ref.map(escape).join('/')}` : `/${section}/${escape(path)}`;
      for (const [method, operation] of Object.entries(target)) {
        if (!isHttpMethod(method) || !isObject(operation)) continue;
        found.push({ pointer: `${pathItemPointer}/${method}`, label: `${method.toUpperCase()} ${path}`, operation, pathItem: target, pathItemPointer, path: section === 'paths' ? path : '' });
      }
    }
  }
  return found;
}

function duplicateOperationIds(document: RawObject): SchemaProblem[] {
  const first = new Map<string, string>();
  const problems: SchemaProblem[] = [];
  for (const { pointer, label, operation } of operationsOf(document)) {
    if (typeof operation.operationId !== 'string') continue;
    const earlier = first.get(operation.operationId);
    if (earlier === undefined) first.set(operation.operationId, label);
    else problems.push({ pointer: `${pointer}/operationId`, message: `"${operation.operationId}" is already the operationId of ${earlier}; each operation needs its own` });
  }
  return problems;
}

interface ParameterAt {
  name: string;
  in: string;
  pointer: string;
}

/** A parameter list's `name`/`in` pairs, following a local `$ref` to a parameter component. */
function parametersOf(document: RawObject, list: unknown, pointer: string): ParameterAt[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw, index) => {
    const ref = isObject(raw) && typeof raw.$ref === 'string' ? segmentsOf(raw.$ref) : undefined;
    const parameter = ref ? ref.reduce<unknown>((current, segment) => (isObject(current) ? current[segment] : undefined), document) : raw;
    if (!isObject(parameter) || typeof parameter.name !== 'string' || typeof parameter.in !== 'string') return [];
    return [{ name: parameter.name, in: parameter.in, pointer: `${pointer}/${index}` }];
  });
}

function duplicates(parameters: readonly ParameterAt[]): SchemaProblem[] {
  const seen = new Set<string>();
  return parameters.flatMap((parameter) => {
    const key = `${parameter.in}\u0000${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`;
    if (!seen.has(key)) {
      seen.add(key);
      return [];
    }
    return [{ pointer: parameter.pointer, message: `declares the ${parameter.in} parameter "${parameter.name}" a second time in the same list` }];
  });
}

/** Parameters declared twice in one list, and path parameters that do not match the path's `{template}`. */
function pathParameterProblems(document: RawObject): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const checkedItems = new Set<string>();
  for (const { pointer, label, operation, pathItem, pathItemPointer, path } of operationsOf(document)) {
    const shared = parametersOf(document, pathItem.parameters, `${pathItemPointer}/parameters`);
    const own = parametersOf(document, operation.parameters, `${pointer}/parameters`);
    if (!checkedItems.has(pathItemPointer)) {
      checkedItems.add(pathItemPointer);
      problems.push(...duplicates(shared));
    }
    problems.push(...duplicates(own));
    if (path === '') continue; // A webhook's key is an event name, not a path template.
    const template = new Set([...path.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1] as string));
    const inPath = [...own, ...shared.filter((one) => !own.some((other) => other.in === one.in && other.name === one.name))].filter((one) => one.in === 'path');
    for (const name of template) {
      if (!inPath.some((one) => one.name === name)) problems.push({ pointer, message: `${label} has no path parameter "${name}", which its path needs: declare it with in: path` });
    }
    for (const parameter of inPath) {
      if (!template.has(parameter.name)) problems.push({ pointer: parameter.pointer, message: `is the path parameter "${parameter.name}", and the path ${path} has no {${parameter.name}}` });
    }
  }
  return [...new Map(problems.map((one) => [`${one.pointer}\u0000${one.message}`, one])).values()];
}
