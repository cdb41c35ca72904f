import { isObject, type RawObject } from '../openapi/raw';
import { resolveObject } from '../openapi/resolve-ref';
import { readSignature } from '../openapi/signature';
import { sign, valueAt } from '../toolkit/signature-check';
import type { SimApi } from './api-data';
import type { SimSite } from './site';

/**
 * A notification as Ondapay sends it: the payload of a definition's webhook, signed by the rule its
 * `x-signature` states (Web Checkout: `SHA-256(requestId + status.status + status.date + secretKey)`,
 * lower-case hex) with the site's algorithm. The page's verifier and the reader's code check it the
 * same way.
 */
export interface SimNotification {
  api: string;
  webhook: string;
  /** Where it goes: the session's `notificationUrl`, else the site's; undefined when neither exists. */
  url?: string;
  /** The headers the webhook declares, with their constant or example values (`Ondapay-Event: transactionStatus`). */
  headers: Record<string, string>;
  body: string;
}

/** The header parameters of a webhook's operation, each with its `const` or its example (the first delivery's values). */
function declaredHeaders(document: object, operation: RawObject): Record<string, string> {
  const out: Record<string, string> = {};
  for (const parameter of Array.isArray(operation.parameters) ? operation.parameters : []) {
    const resolved = resolveObject(document, parameter);
    if (!resolved || resolved.in !== 'header' || typeof resolved.name !== 'string') continue;
    const schema = isObject(resolved.schema) ? resolved.schema : {};
    const value = schema.const ?? resolved.example;
    if (typeof value === 'string' || typeof value === 'number') out[resolved.name] = String(value);
  }
  return out;
}

/**
 * The operation Ondapay calls: a definition's webhook by name, or a path operation the merchant
 * implements, by its `operationId` (AutoPay's events contract `merchantWebhook`).
 */
function webhookOperation(api: SimApi, webhook: string): RawObject | undefined {
  const webhooks = isObject(api.document.webhooks) ? api.document.webhooks : {};
  const item = webhooks[webhook];
  if (isObject(item) && isObject(item.post)) return item.post;
  const paths = isObject(api.document.paths) ? api.document.paths : {};
  for (const pathItem of Object.values(paths)) {
    if (isObject(pathItem) && isObject(pathItem.post) && pathItem.post.operationId === webhook) return pathItem.post;
  }
  return undefined;
}

/** `secret` replaces the site's `secretKey` when the rule signs with another (the 3DS Server's `notificationSecret`). */
export async function signedNotification(api: SimApi, webhook: string, payload: Record<string, unknown>, site: SimSite, url: string | undefined, secret = site.secretKey): Promise<SimNotification> {
  const operation = webhookOperation(api, webhook);
  const rule = operation ? readSignature(operation) : undefined;
  if (!rule) throw new Error(`${api.api}: webhook ${webhook} has no x-signature`);
  const algorithm = rule.algorithms.find((candidate) => candidate === site.signatureAlgorithm) ?? rule.algorithms[0];
  const data = rule.fields.map((field) => valueAt(payload, field) ?? '').join('');
  const signature = await sign(algorithm, data, secret, rule.encoding);
  // The signature goes where the rule says: a body field, set beside the values it signs.
  const body = rule.in === 'body' ? insertAfter(payload, 'reference', rule.name, signature) : payload;
  return { api: api.api, webhook, ...(url ? { url } : {}), headers: { 'Content-Type': 'application/json', ...declaredHeaders(api.document, operation!) }, body: JSON.stringify(body) };
}

/** The payload with `name` placed after `after` (the order the page's example writes). */
function insertAfter(payload: Record<string, unknown>, after: string, name: string, value: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(payload)) {
    out[key] = item;
    if (key === after) out[name] = value;
  }
  if (!(name in out)) out[name] = value;
  return out;
}
