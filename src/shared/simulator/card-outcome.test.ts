import { describe, expect, it } from 'vitest';
import { compactNumber, testCards } from '../test-cards/cards';
import { cardOutcome, reasonMessage, TEST_OTP } from './card-outcome';

describe('cardOutcome', () => {
  it('gives every test card a result with a status, a reason and words in both languages', () => {
    for (const card of testCards) {
      for (const locale of ['es', 'en'] as const) {
        const outcome = cardOutcome(card.number, locale, card.join === 'or' ? TEST_OTP : undefined);
        expect(outcome.kind, card.number).toBe('result');
        if (outcome.kind !== 'result') continue;
        expect(outcome.result.status, card.number).toBe(card.statuses[0]);
        expect(outcome.result.reason, card.number).toBe(card.reasons[0]);
        expect(outcome.result.message, card.number).not.toBe('');
      }
    }
  });

  it('reads the number with or without spaces and refuses a number that is no test card', () => {
    expect(cardOutcome(compactNumber('4111 1111 1111 1111'), 'es')).toMatchObject({ kind: 'result', result: { status: 'APPROVED', reason: '00', message: 'Aprobada' } });
    expect(cardOutcome('4242 4242 4242 4242', 'es')).toEqual({ kind: 'unknownCard' });
  });

  it('settles the pending card after the time its data gives', () => {
    expect(cardOutcome('5105 1051 0510 5100', 'en')).toMatchObject({
      result: { status: 'PENDING', reason: '09', message: 'Transaction in progress' },
      then: { afterSeconds: 300, result: { status: 'APPROVED', reason: '00', message: 'Approved' } },
    });
  });

  it('asks a challenge card for its OTP and rejects any other than the test one', () => {
    expect(cardOutcome('5222 2222 2222 2227', 'es')).toMatchObject({ kind: 'otpRequired' });
    expect(cardOutcome('5222 2222 2222 2227', 'es', '000000')).toMatchObject({ result: { status: 'REJECTED', reason: '3N' } });
    expect(cardOutcome('4000 0000 0000 3253', 'en', '111111')).toMatchObject({ result: { status: 'REJECTED', reason: 'OT', message: 'Invalid OTP' } });
  });

  it('finds the words of a reason on the card that documents it', () => {
    expect(reasonMessage('51', 'es')).toBe('Fondos insuficientes');
    expect(reasonMessage('ZZ', 'es')).toBeUndefined();
  });
});
