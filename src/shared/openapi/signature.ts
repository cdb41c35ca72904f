import { isObject, type RawObject, stringList, stringOf } from './raw';

/**
 * How a receiver checks that a webhook or callback comes from Ondapay, as the definition states it
 * with the `x-signature` extension on the operation:
 *
 * ```yaml
 * x-signature:
 *   in: body              # or header
 *   name: signature       # the body property or header that carries it
 *   algorithm: SHA-256    # SHA-1, SHA-256, or HMAC-SHA256 (secret as the key)
 *   # or, where sites differ, `algorithms: [SHA-256, SHA-1]`: the first is the code samples' and the formula's
 *   fields: [requestId, status.status, status.date]   # payload values, concatenated in order
 *   secret: secretKey     # appended last (hashes) or used as the key (HMAC)
 *   encoding: hex         # or base64
 *   description: …        # Markdown, translated like any description
 * ```
 */
export interface SignatureModel {
  in: 'body' | 'header';
  name: string;
  /** Every algorithm a site may sign with; the page's verifier tries each, the formula and the code samples use the first. */
  algorithms: [string, ...string[]];
  /** Dotted paths into the payload (`status.status`). */
  fields: string[];
  secret: string;
  encoding: 'hex' | 'base64';
  /** Raw Markdown. */
  description?: string;
  /** `SHA-256(requestId + status.status + status.date + secretKey)`, as the page writes the rule. */
  formula: string;
}

export const isHmac = (algorithm: string) => /^hmac/i.test(algorithm);

export function readSignature(operation: RawObject): SignatureModel | undefined {
  const raw = operation['x-signature'];
  if (!isObject(raw)) return undefined;
  const listed = stringList(raw.algorithms).map((name) => name.toUpperCase());
  const algorithms: [string, ...string[]] = listed.length ? [listed[0]!, ...listed.slice(1)] : [(stringOf(raw.algorithm) ?? 'SHA-256').toUpperCase()];
  const [algorithm] = algorithms;
  const fields = stringList(raw.fields);
  const secret = stringOf(raw.secret) ?? 'secretKey';
  const description = stringOf(raw.description);
  const formula = isHmac(algorithm) ? `${algorithm}(${secret}, ${fields.join(' + ')})` : `${algorithm}(${[...fields, secret].join(' + ')})`;
  return {
    in: raw.in === 'header' ? 'header' : 'body',
    name: stringOf(raw.name) ?? 'signature',
    algorithms,
    fields,
    secret,
    encoding: raw.encoding === 'base64' ? 'base64' : 'hex',
    ...(description === undefined ? {} : { description }),
    formula,
  };
}
