import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkScudoSignature, checkSignature, scudoHeader, type SignatureRule } from './signature-check';

// Content guide, Api Scudo: example secretKey and worked examples.
const SECRET = '9d4e1b7a2c8f5036e1b4d7a0c3f69e52';

describe('checkSignature', () => {
  const resolved: SignatureRule = { in: 'body', name: 'signature', algorithms: ['HMAC-SHA256'], fields: ['validationId', 'event', 'decision', 'date'], encoding: 'hex' };
  const body = (signature: string) =>
    JSON.stringify({ event: 'VALIDATION_RESOLVED', validationId: 77121, reference: 'ORDER-1001', decision: 'ACCEPT', date: '2026-11-20T14:41:01-05:00', signature });

  it('accepts the content guide’s validationResolved example (HMAC-SHA256, a number among the fields)', async () => {
    const check = await checkSignature(resolved, body('d106417705d47fd7433e8a7a897dc8583f3fbe773c2117bb6ff6505c1d4d34fd'), SECRET);
    expect(check).toMatchObject({ kind: 'valid', algorithm: 'HMAC-SHA256', values: ['77121', 'VALIDATION_RESOLVED', 'ACCEPT', '2026-11-20T14:41:01-05:00'] });
  });

  it('says the signature differs with another secret, and shows the one expected', async () => {
    const check = await checkSignature(resolved, body('d106417705d47fd7433e8a7a897dc8583f3fbe773c2117bb6ff6505c1d4d34fd'), 'another');
    expect(check.kind).toBe('invalid');
  });

  it('tells SHA-1 from SHA-256 sites by the received length (Web Checkout)', async () => {
    const rule: SignatureRule = { in: 'body', name: 'signature', algorithms: ['SHA-1', 'SHA-256'], fields: ['requestId', 'status.status', 'status.date'], encoding: 'hex' };
    const payload = { requestId: 8412345, reference: 'ORDER-1001', status: { status: 'APPROVED', reason: '00', message: 'Aprobada', date: '2026-11-20T14:42:10-05:00' } };
    const data = '8412345APPROVED2026-11-20T14:42:10-05:00secret';
    for (const [algorithm, hash] of [['SHA-1', 'sha1'], ['SHA-256', 'sha256']] as const) {
      const signature = createHash(hash).update(data).digest('hex');
      expect(await checkSignature(rule, JSON.stringify({ ...payload, signature }), 'secret')).toMatchObject({ kind: 'valid', algorithm });
    }
    const wrong = await checkSignature(rule, JSON.stringify({ ...payload, signature: 'a'.repeat(64) }), 'secret');
    expect(wrong).toMatchObject({ kind: 'invalid', algorithm: 'SHA-256' });
  });

  it('reads a header signature and Base64 encodings', async () => {
    const rule: SignatureRule = { in: 'header', name: 'X-Signature', algorithms: ['SHA-256'], fields: ['id'], encoding: 'base64' };
    const signature = createHash('sha256').update('42k').digest('base64');
    expect(await checkSignature(rule, '{"id":"42"}', 'k', signature)).toMatchObject({ kind: 'valid' });
    expect(await checkSignature(rule, '{"id":"42"}', 'k')).toEqual({ kind: 'missingSignature' });
  });

  it('names bad JSON and a missing field', async () => {
    expect(await checkSignature(resolved, '{not json', SECRET)).toEqual({ kind: 'badJson' });
    expect(await checkSignature(resolved, '{"validationId":1}', SECRET)).toEqual({ kind: 'missingField', field: 'event' });
  });
});

describe('checkScudoSignature', () => {
  const body =
    '{"reference":"ORDER-1001","amount":{"currency":"COP","total":150000},"paymentMethod":"visa","card":{"bin":"411111","lastDigits":"1111"},"payer":{"name":"Ana","surname":"Gómez","email":"ana.gomez@example.com","documentType":"CC","document":"1040035000","mobile":"+573001234567"},"deviceSessionId":"c2f9a7e41b6d4f0e9a3b8c1d5e7f2a60","ipAddress":"203.0.113.10","userAgent":"Mozilla/5.0 (X11; Linux x86_64)"}';
  const at = new Date(1795203000 * 1000);

  it('recomputes the content guide’s POST example: body hash, string to sign, signature', async () => {
    const check = await checkScudoSignature(
      { method: 'post', path: '/api-scudo/api/validate', body, header: 'login=a4f0b5c8d6e1a2b3,timestamp=1795203000,signature=f97513a74f40959a65ab1e7706da070f47899d6d01dd0d1566060e4a04579a4a', secretKey: SECRET },
      at,
    );
    expect(check).toMatchObject({ kind: 'valid', bodyHash: 'dfeb808dcba7163b5f3e7480c7bfa5d89c295b2f7de0b084af9b7ea8453378f0', skewSeconds: 0 });
    expect(check.kind !== 'malformed' && check.stringToSign.split('\n')).toEqual(['POST', '/api-scudo/api/validate', '1795203000', 'a4f0b5c8d6e1a2b3', 'dfeb808dcba7163b5f3e7480c7bfa5d89c295b2f7de0b084af9b7ea8453378f0']);
  });

  it('signs a request as the content guide’s example does (what Try it sends)', async () => {
    expect(await scudoHeader({ method: 'POST', path: '/api-scudo/api/validate', body, login: 'a4f0b5c8d6e1a2b3', secretKey: SECRET }, new Date(at.getTime() + 400))).toBe(
      'login=a4f0b5c8d6e1a2b3,timestamp=1795203000,signature=f97513a74f40959a65ab1e7706da070f47899d6d01dd0d1566060e4a04579a4a',
    );
  });

  it('recomputes the GET example (empty body)', async () => {
    const check = await checkScudoSignature(
      { method: 'GET', path: '/api-scudo/api/validation/77120?x=1', body: '', header: 'login=a4f0b5c8d6e1a2b3,timestamp=1795203060,signature=ae2aa689c9d716f20473b28c9fca91afff7a46329db9cf5f78c2a2010892aaaf', secretKey: SECRET },
      at,
    );
    expect(check).toMatchObject({ kind: 'valid', bodyHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', skewSeconds: 60 });
  });

  it('refuses a malformed header, and says invalid for a changed body', async () => {
    expect(await checkScudoSignature({ method: 'GET', path: '/x', body: '', header: 'login=a, timestamp=1', secretKey: SECRET }, at)).toEqual({ kind: 'malformed' });
    const changed = await checkScudoSignature(
      { method: 'POST', path: '/api-scudo/api/validate', body: `${body} `, header: 'login=a4f0b5c8d6e1a2b3,timestamp=1795203000,signature=f97513a74f40959a65ab1e7706da070f47899d6d01dd0d1566060e4a04579a4a', secretKey: SECRET },
      at,
    );
    expect(changed.kind).toBe('invalid');
  });
});
