import { describe, expect, it } from 'vitest';
import { codeSegments, keepsTogether } from './code-breaks';

describe('codeSegments', () => {
  it.each([
    ['payment.reference', ['payment.', 'reference']],
    ['request.fields[0].keyword', ['request.', 'fields[0].', 'keyword']],
    ['status.status', ['status.', 'status']],
    ['/api/session/{requestId}/cancel', ['/api/', 'session/', '{requestId}/', 'cancel']],
    ['https://checkout-test.ondapay.dev/api/session', ['https://checkout-test.', 'ondapay.', 'dev/', 'api/', 'session']],
  ])('breaks %s only after its dots and slashes', (text, segments) => {
    expect(codeSegments(text)).toEqual(segments);
    expect(codeSegments(text).join('')).toBe(text);
  });

  it.each([
    'AUTOPAY_ACTIVATED',
    'returnUrl',
    '4111 1111 1111 1111',
    '150000 COP',
    'POST /api/session/{requestId}',
    '49.90',
    '...',
    '.env',
    '/',
    '',
    'es_CO',
    '2026-11-20T14:30:00-05:00',
  ])('keeps %j whole', (text) => {
    expect(codeSegments(text)).toEqual([text]);
  });
});

describe('keepsTogether', () => {
  it.each(['4111 1111 1111 1111', '150000 COP', 'Autenticación fallida 101', 'POST /api/session/{requestId}'])('keeps %j on one line', (text) => {
    expect(keepsTogether(text)).toBe(true);
  });

  it.each(['payment.reference', 'AUTOPAY_ACTIVATED', 'Retry-After', 'https://checkout-test.ondapay.dev', 'tranKey = Base64(SHA-256(nonce + seed + secretKey))'])('leaves %j to wrap where it may', (text) => {
    expect(keepsTogether(text)).toBe(false);
  });
});
