import { describe, expect, it } from 'vitest';
import { loadSimulatorApis } from '../../node/simulator/load-simulator-apis';
import { responseExamples } from '../simulator/examples';
import { findOperation } from '../simulator/words';
import { actionInput, ADVANCE_CHOICES, advanceWords, payerActions } from './payer-actions';

/* What Try it offers under an answer: read from the definitions' own answers, so a renamed field shows here. */

const example = (api: string, operationId: string, name: string) => {
  const [loaded] = loadSimulatorApis(process.cwd(), 'en', [api]);
  return responseExamples(loaded!.document, findOperation(loaded!, operationId), 200).get(name);
};

describe('payerActions', () => {
  it('offers each product\'s payer command with the answer\'s identifiers', () => {
    expect(payerActions('checkout', example('checkout', 'createSession', 'created'))).toEqual([{ id: 'checkoutPay', api: 'checkout', action: 'pay', input: { requestId: 8412345 }, card: true, otp: true }]);
    expect(payerActions('payment-links', example('payment-links', 'createLink', 'created'))).toEqual([{ id: 'linkPay', api: 'payment-links', action: 'pay', input: { linkId: 60218 }, card: true, otp: true }]);
    expect(payerActions('autopay', example('autopay', 'createAutopay', 'created')).map((action) => [action.action, action.input])).toEqual([
      ['sign', { autopayId: 20931 }],
      ['decline', { autopayId: 20931 }],
    ]);
    expect(payerActions('gateway', example('gateway', 'cashOrderCreate', 'created'))).toEqual([{ id: 'voucherPay', api: 'gateway', action: 'payVoucher', input: { paymentCode: '883040217765' }, card: false, otp: false }]);
    expect(payerActions('three-d-s-server', example('three-d-s-server', 'authenticateSession', 'challenge'))).toEqual([{ id: 'challenge', api: 'three-d-s-server', action: 'challenge', input: { sessionId: 3592041 }, card: false, otp: true }]);
  });

  it('offers nothing for an answer without something a payer acts on', () => {
    expect(payerActions('three-d-s-server', example('three-d-s-server', 'authenticateSession', 'frictionless'))).toEqual([]);
    expect(payerActions('checkout', { status: { status: 'APPROVED' }, requestId: 8412345 })).toEqual([]);
    expect(payerActions('gateway', { cashOrder: { paymentCode: '883040217765', status: { status: 'PAID' } } })).toEqual([]);
    expect(payerActions('checkout', 'not an object')).toEqual([]);
  });

  it('builds the command\'s input: the card without spaces, the OTP only when typed and taken', () => {
    const [pay] = payerActions('checkout', { requestId: 8412345, processUrl: 'https://checkout-test.ondapay.dev/session/8412345/x' });
    expect(actionInput(pay!, '4111 1111 1111 1111', ' ')).toEqual({ requestId: 8412345, card: '4111111111111111' });
    expect(actionInput(pay!, '4000 0000 0000 3220', '123456')).toEqual({ requestId: 8412345, card: '4000000000003220', otp: '123456' });
    const [voucher] = payerActions('gateway', { cashOrder: { paymentCode: '883040217765', status: { status: 'PENDING' } } });
    expect(actionInput(voucher!, '4111111111111111', '123456')).toEqual({ paymentCode: '883040217765' });
  });
});

describe('advanceWords', () => {
  it('says each clock move in its largest whole unit, singular for one', () => {
    expect(ADVANCE_CHOICES.map(advanceWords)).toEqual([
      { count: 5, unit: 'minutes' },
      { count: 1, unit: 'hour' },
      { count: 1, unit: 'day' },
      { count: 30, unit: 'days' },
    ]);
    expect(advanceWords(60)).toEqual({ count: 1, unit: 'minute' });
  });
});
