import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { definitionDownloads, downloadParams } from './download-links';
import { downloadBody } from './downloads';
import { loadDefinitions } from './load-definitions';

const { definitions } = loadDefinitions(process.cwd());
const english = definitions.checkout?.en;

describe('download links', () => {
  it('are one YAML, one JSON and one Postman file per API and locale', () => {
    expect(definitionDownloads('checkout', 'en').map((link) => link.href)).toEqual([
      '/openapi/checkout/en/openapi.yaml',
      '/openapi/checkout/en/openapi.json',
      '/openapi/checkout/en/postman.json',
    ]);
    expect(downloadParams(definitions).filter((param) => param.api === 'checkout')).toHaveLength(6);
  });
});

describe('downloadBody', () => {
  it('writes the locale definition as YAML and JSON that read back the same', async () => {
    if (!english) throw new Error('no English checkout definition');
    const yaml = await downloadBody(english, 'openapi.yaml');
    // A date-like version stays a quoted string, not a YAML date.
    expect(yaml).toContain(`version: "${String((english.document.info as { version?: unknown }).version)}"`);
    expect(parse(yaml)).toEqual(english.document);
    expect(JSON.parse(await downloadBody(english, 'openapi.json'))).toEqual(english.document);
  });

  it('converts to a Postman collection that is the same from one build to the next', async () => {
    if (!english) throw new Error('no English checkout definition');
    const first = await downloadBody(english, 'postman.json');
    expect(await downloadBody(english, 'postman.json')).toBe(first);
    const collection = JSON.parse(first) as { info: { name: string; schema: string }; item: Array<{ name: string }> };
    expect(collection.info.name).toBe('Web Checkout API');
    expect(collection.info.schema).toContain('v2.1.0');
    // Folders are named after the tags' display names in the page language; the Notifications tag
    // groups only the session webhook, which the integrator receives and never sends, so it is no folder.
    expect(collection.item.map((folder) => folder.name)).toEqual(['Sessions', 'Payments', 'Card tokens', 'Gateway']);
    expect(english.document.webhooks).toBeDefined();
  });
});
