import { sha1 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { toHex, utf8 } from '../toolkit/bytes';
import { toPointer } from './example-auth';

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);
const status = (value: unknown) => (isRecord(value) && text(value.status) && text(value.date) ? [text(value.status), text(value.date)] : undefined);

/**
 * The notification signatures of the content guide that are `hex(SHA(fields + secretKey))`, each
 * with the fields it concatenates, most specific first: the first rule whose fields an example
 * body has signs it. A body no rule fits (HMAC signatures, other schemes) is not checked here.
 */
export const SIGNATURE_RULES: readonly { name: string; fields: (body: Fields) => (string | undefined)[] | undefined }[] = [
  { name: 'AutoPay settlement: autopayId + charge.internalReference + charge.status.status + charge.status.date', fields: (body) => (isRecord(body.charge) && body.autopayId !== undefined && body.event === undefined ? [text(body.autopayId), text(body.charge.internalReference), ...(status(body.charge.status) ?? [undefined])] : undefined) },
  { name: 'AutoPay balance: autopayId + reference + chargeDate', fields: (body) => (body.autopayId !== undefined && body.chargeDate !== undefined ? [text(body.autopayId), text(body.reference), text(body.chargeDate)] : undefined) },
  { name: 'AutoPay event: autopayId + event + status.status + status.date', fields: (body) => (body.autopayId !== undefined && body.event !== undefined ? [text(body.autopayId), text(body.event), ...(status(body.status) ?? [undefined])] : undefined) },
  { name: 'Account Validator: validationId + event + status.status + status.date', fields: (body) => (body.validationId !== undefined && body.event !== undefined && status(body.status) ? [text(body.validationId), text(body.event), ...(status(body.status) ?? [])] : undefined) },
  { name: 'Web Checkout session: requestId + status.status + status.date', fields: (body) => (body.requestId !== undefined && status(body.status) ? [text(body.requestId), ...(status(body.status) ?? [])] : undefined) },
  { name: 'Payment Links link: linkId + status.status + status.date', fields: (body) => (body.linkId !== undefined && status(body.status) ? [text(body.linkId), ...(status(body.status) ?? [])] : undefined) },
  { name: 'Gateway transaction: internalReference + status.status + status.date', fields: (body) => (body.internalReference !== undefined && status(body.status) ? [text(body.internalReference), ...(status(body.status) ?? [])] : undefined) },
  { name: 'Gateway cash order, Payment orders: reference + status.status + status.date', fields: (body) => (body.reference !== undefined && status(body.status) && Object.keys(body).every((key) => ['reference', 'status', 'signature'].includes(key)) ? [text(body.reference), ...(status(body.status) ?? [])] : undefined) },
];

/** What a notification body's signature should be, by the first rule that fits it; undefined when none does. */
export function expectedSignature(body: Fields, secretKey: string): { rule: string; signature: string } | undefined {
  const signature = text(body.signature);
  if (!signature || !/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(signature)) return undefined;
  for (const rule of SIGNATURE_RULES) {
    const fields = rule.fields(body);
    if (!fields) continue;
    if (fields.some((field) => field === undefined)) return { rule: `${rule.name} (a field is missing)`, signature: '' };
    const input = utf8(fields.join('') + secretKey);
    return { rule: rule.name, signature: toHex(signature.length === 40 ? sha1(input) : sha256(input)) };
  }
  return undefined;
}

/** Every object with a `signature` string in a JSON value, with its JSON pointer. */
export function findSignedBodies(value: unknown, path: (string | number)[] = []): { pointer: string; body: Fields }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => findSignedBodies(item, [...path, index]));
  if (!isRecord(value)) return [];
  const own = typeof value.signature === 'string' ? [{ pointer: toPointer(path), body: value }] : [];
  return [...own, ...Object.entries(value).flatMap(([key, child]) => findSignedBodies(child, [...path, key]))];
}
