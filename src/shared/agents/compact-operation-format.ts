import type { SecurityView } from '../openapi/security';

/**
 * One API operation as an agent reads it: what to send (parameters, body fields), what comes back
 * (each response's fields), an example of each and a request sample, in plain JSON without `$ref`s.
 * compactOperation() (src/node/agents) writes it at build time from the view model the reference
 * page renders, so it says what the page says; the MCP servers, on Node and on Workers, read it.
 */

export interface CompactField {
  name: string;
  /** `string<date-time>`, `array of object`, `integer | null`. */
  type: string;
  required?: true;
  conditional?: true;
  nullable?: true;
  deprecated?: true;
  /** Markdown. */
  description?: string;
  enum?: string[];
  default?: string;
  example?: string;
  /** `pattern ^\d+$`, `maxLength 32`, `minimum 1`. */
  constraints?: string[];
  fields?: CompactField[];
  /** A nested oneOf (`oneOf`) or anyOf (`anyOf`): the options' fields. */
  choice?: { combinator: 'oneOf' | 'anyOf'; options: Array<{ title: string; type: string; fields: CompactField[] }> };
  /** The same schema as an enclosing field (a tree, a linked list): not repeated. */
  sameAs?: string;
  /** There is more below; the OpenAPI definition has it. */
  truncated?: true;
}

export interface CompactSchema {
  /** The option's title when the body is a oneOf/anyOf. */
  title?: string;
  /** Set when the body is not an object (`array of object`, `string`). */
  type?: string;
  description?: string;
  deprecated?: true;
  fields?: CompactField[];
}

export interface CompactExample {
  /** The example's name, when it has one. */
  label?: string;
  /** JSON as a value; XML or text as a string. */
  value: unknown;
  /** The example was shortened: the whole one is at this URL. */
  fullExample?: string;
}

export interface CompactOperation {
  /** The operation's anchor on its reference page. */
  id: string;
  api: string;
  method: string;
  /** The path; for a webhook, its event name. */
  path: string;
  webhook?: string;
  title: string;
  description?: string;
  deprecated?: true;
  /** The reference page, at the operation. */
  url: string;
  security?: SecurityView;
  parameters?: Array<CompactField & { in: 'path' | 'query' | 'header' | 'cookie' }>;
  request?: { mediaType: string | null; required: boolean; description?: string; schemas?: CompactSchema[]; examples?: CompactExample[] };
  /** A request as code (cURL first), with the test server's URL; absent for what Ondapay sends (webhooks, callbacks). */
  sample?: { language: string; code: string };
  responses: Array<{ status: string; description: string; deprecated?: true; mediaType: string | null; headers?: CompactField[]; schemas?: CompactSchema[]; examples?: CompactExample[] }>;
  /** Webhooks and callbacks: the fields the signature is computed from, as the page explains it. */
  signature?: { in: 'body' | 'header'; name: string; formula: string; encoding: 'hex' | 'base64'; description?: string };
  callbacks?: Array<CompactOperation & { name: string; expression: string }>;
}
