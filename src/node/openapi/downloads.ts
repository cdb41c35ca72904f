import { createHash } from 'node:crypto';
import { convert } from 'openapi-to-postmanv2';
import { stringify } from 'yaml';
import type { LoadedDefinition } from './load-definitions';
import type { DownloadFile } from './download-links';
import { listOperations } from '../../shared/openapi/list-operations';
import { cloneJson } from '../../shared/openapi/overlay';
import { isObject } from '../../shared/openapi/raw';
import type { OpenApiDocument } from '../../shared/openapi/types';

export const downloadContentType: Record<DownloadFile, string> = {
  'openapi.yaml': 'application/yaml; charset=utf-8',
  'openapi.json': 'application/json; charset=utf-8',
  'postman.json': 'application/json; charset=utf-8',
};

/**
 * Postman gives every item a random id; ids derived from the item's place keep the file the
 * same from one build to the next.
 */
function stableIds(value: unknown, seed: string, path = ''): unknown {
  if (Array.isArray(value)) return value.map((item, index) => stableIds(item, seed, `${path}/${index}`));
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if ((key === 'id' || key === '_postman_id') && typeof child === 'string' && /^[0-9a-f-]{36}$/i.test(child)) {
      const hex = createHash('sha256').update(`${seed}${path}/${key}`).digest('hex');
      out[key] = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    } else {
      out[key] = stableIds(child, seed, `${path}/${key}`);
    }
  }
  return out;
}

/**
 * Tag names are identifiers (written in the source language); readers see `x-displayName`.
 * Postman names its folders after tags, so the copy it converts carries the display names.
 */
function withDisplayTagNames(document: Record<string, unknown>): Record<string, unknown> {
  const copy = cloneJson(document);
  const names = new Map<string, string>();
  for (const tag of Array.isArray(copy.tags) ? copy.tags : []) {
    if (isObject(tag) && typeof tag.name === 'string' && typeof tag['x-displayName'] === 'string') {
      names.set(tag.name, tag['x-displayName']);
      tag.name = tag['x-displayName'];
    }
  }
  for (const pathItem of Object.values(isObject(copy.paths) ? copy.paths : {})) {
    for (const operation of Object.values(isObject(pathItem) ? pathItem : {})) {
      if (isObject(operation) && Array.isArray(operation.tags)) operation.tags = operation.tags.map((tag) => (typeof tag === 'string' ? (names.get(tag) ?? tag) : tag));
    }
  }
  return copy;
}

/**
 * A collection holds requests the integrator sends; webhooks are requests Ondapay sends them, so a
 * tag that only groups webhooks would be an empty folder.
 */
function withoutWebhookOnlyTags(document: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(document.tags)) return document;
  const used = new Set(listOperations(document as OpenApiDocument).flatMap((operation) => operation.tags));
  return { ...document, tags: document.tags.filter((tag) => !isObject(tag) || typeof tag.name !== 'string' || used.has(tag.name)) };
}

/** The definition as a Postman v2.1 collection, folders by tag, example values in requests. */
export function postmanCollection(definition: LoadedDefinition): Promise<unknown> {
  return new Promise((resolve, reject) => {
    convert(
      { type: 'json', data: withoutWebhookOnlyTags(withDisplayTagNames(definition.document)) as never },
      { folderStrategy: 'Tags', requestParametersResolution: 'Example', exampleParametersResolution: 'Example' } as never,
      (error, result) => {
        if (error) return reject(new Error(`${definition.file}: no Postman collection (${error.message})`));
        const data = result?.output?.[0]?.data;
        if (!result?.result || data === undefined) return reject(new Error(`${definition.file}: no Postman collection (${result?.reason ?? 'unknown reason'})`));
        resolve(stableIds(data, `${definition.api}/${definition.locale}`));
      },
    );
  });
}

/** The text of one download. */
export async function downloadBody(definition: LoadedDefinition, file: DownloadFile): Promise<string> {
  switch (file) {
    case 'openapi.yaml':
      // YAML 1.1 quoting: strings such as `2026-10-15` or `no` stay strings in older parsers too.
      return stringify(definition.document, { lineWidth: 0, version: '1.1' });
    case 'openapi.json':
      return `${JSON.stringify(definition.document, null, 2)}\n`;
    case 'postman.json':
      return `${JSON.stringify(await postmanCollection(definition), null, 2)}\n`;
  }
}
