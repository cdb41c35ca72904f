import type { MediaKind } from './media-type';
import { bodyText, formFields, sampleFile, type SampleBody, type SamplePart } from './samples';
import { isBinary } from './schema-facts';
import { scalarText } from './serialize-parameter';
import type { SchemaNode } from './types';

/** The field schemas of a form body, by name (the first variant of a oneOf that has the field). */
function fieldsOf(schema: SchemaNode | null): Map<string, SchemaNode> {
  const fields = new Map<string, SchemaNode>();
  if (!schema) return fields;
  const objects = schema.kind === 'variants' ? schema.variants.map((variant) => variant.schema) : [schema];
  for (const object of objects) {
    if (object.kind !== 'object') continue;
    for (const property of object.properties) if (property.name !== undefined && !fields.has(property.name)) fields.set(property.name, property);
  }
  return fields;
}

const isFile = (node: SchemaNode | undefined) => node?.kind === 'primitive' && node.type === 'string' && isBinary(node);

/**
 * A multipart body's parts: binary fields (`format: binary`, or a `contentMediaType`) as files read
 * from disk, structured fields as JSON (OpenAPI's default for objects), arrays as one part per item.
 */
function multipartParts(value: unknown, schema: SchemaNode | null, encoding: Readonly<Record<string, string>>): SamplePart[] {
  const fields = fieldsOf(schema);
  const parts: SamplePart[] = [];
  const entries = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];
  const names = new Set(entries.map(([name]) => name));
  // A required file the example left out is still uploaded: the call fails without it.
  for (const [name, field] of fields) if (field.required && isFile(field.kind === 'array' ? field.items : field) && !names.has(name)) entries.push([name, '']);
  for (const [name, item] of entries) {
    const field = fields.get(name);
    const itemSchema = field?.kind === 'array' ? field.items : field;
    const contentType = encoding[name];
    if (isFile(itemSchema)) {
      const count = Array.isArray(item) ? Math.max(1, item.length) : 1;
      const file = sampleFile(contentType ?? itemSchema?.contentMediaType);
      for (let index = 0; index < count; index++) parts.push({ name, file });
      continue;
    }
    const values = Array.isArray(item) && itemSchema?.kind !== 'object' ? item : [item];
    for (const one of values) {
      const structured = typeof one === 'object' && one !== null;
      parts.push({ name, text: structured ? JSON.stringify(one) : scalarText(one), ...(contentType ? { contentType } : structured ? { contentType: 'application/json' } : {}) });
    }
  }
  return parts;
}

/** The body a sample sends for a media type of this kind, from the example (or generated) value. */
export function sampleBodyOf(mediaType: string, kind: MediaKind, value: unknown, schema: SchemaNode | null, encoding: Readonly<Record<string, string>> = {}): SampleBody {
  switch (kind) {
    case 'json':
      return { kind, mediaType, value };
    case 'xml':
    case 'text':
      return { kind, mediaType, text: value === undefined ? '' : bodyText(value) };
    case 'binary':
      return { kind, mediaType, file: sampleFile(mediaType) };
    case 'urlencoded':
      return { kind, mediaType, fields: formFields(value) };
    case 'multipart':
      return { kind, mediaType, parts: multipartParts(value, schema, encoding) };
  }
}
