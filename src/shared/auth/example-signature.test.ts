import { describe, expect, it } from 'vitest';
import { expectedSignature, findSignedBodies } from './example-signature';

const secret = '9d4e1b7a2c8f5036e1b4d7a0c3f69e52';
// The content guide's worked Web Checkout notification (SHA-256 by default, SHA-1 for a site created until 2025).
const body = { requestId: 8412345, reference: 'ORDER-1001', signature: 'ee3db9b5924003ab19e7f7f9d7b6607ac0d6e8feed26cc46c7821c7eb83c4159', status: { status: 'APPROVED', reason: '00', message: 'x', date: '2026-11-20T14:42:10-05:00' } };

describe('expectedSignature', () => {
  it('signs a Web Checkout notification with SHA-256, or SHA-1 when the example has 40 digits', () => {
    expect(expectedSignature(body, secret)).toEqual({ rule: 'Web Checkout session: requestId + status.status + status.date', signature: body.signature });
    expect(expectedSignature({ ...body, signature: '0'.repeat(40) }, secret)?.signature).toBe('7c82e670f5589f0c13ac0da845c0b06f27e19349');
  });

  it('takes the most specific rule: an AutoPay event is not read as a settlement', () => {
    const event = { autopayId: 20931, event: 'CHARGE_APPROVED', status: { status: 'ACTIVE', date: '2026-12-01T06:04:12-05:00' }, charge: { internalReference: 1 }, signature: 'a'.repeat(64) };
    expect(expectedSignature(event, secret)?.rule).toBe('AutoPay event: autopayId + event + status.status + status.date');
  });

  it('leaves bodies no rule fits, and signatures that are not hex digests', () => {
    expect(expectedSignature({ tokenReferenceId: 'x', signature: 'a'.repeat(64) }, secret)).toBeUndefined();
    expect(expectedSignature({ ...body, signature: 'sha256=abc' }, secret)).toBeUndefined();
  });
});

describe('findSignedBodies', () => {
  it('finds signed objects at any depth with their JSON pointer', () => {
    expect(findSignedBodies({ examples: { 'a/b': { value: body } } }).map(({ pointer }) => pointer)).toEqual(['/examples/a~1b/value']);
  });
});
