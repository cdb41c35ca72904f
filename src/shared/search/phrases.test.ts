import { describe, expect, it } from 'vitest';
import { surfaceTokens } from './normalize';
import { findPhrases, phraseSet } from './phrases';

const set = phraseSet(
  [
    ['tarjeta de prueba', 'test card'],
    ['3DS', '3-D Secure'],
  ],
  [['Validador de cuentas', 'Account Validator'], ['AutoPay (BETA)']],
);
const found = (query: string, groups = set.synonyms) =>
  findPhrases(surfaceTokens(query), groups).map((match) => `${groups[match.set]?.texts[match.phrase]}@${match.from}-${match.to}`);

describe('findPhrases', () => {
  it('finds a phrase by its words in either language and form, skipping stopwords', () => {
    expect(found('3DS test cards')).toEqual(['test card@1-2', '3DS@0-0']);
    expect(found('tarjetas de prueba')).toEqual(['tarjeta de prueba@0-2']);
    expect(found('TARJETA PRUEBA aprobada')).toEqual(['tarjeta de prueba@0-1']);
    expect(found('3-D secure challenge')).toEqual(['3-D Secure@0-1']);
  });

  it('finds product names, without their labels, and the last word while it is being typed', () => {
    expect(found('webhooks account validator', set.products)).toEqual(['Account Validator@1-2']);
    expect(found('webhooks account valid', set.products)).toEqual(['Account Validator@1-2']);
    expect(found('eventos autopay', set.products)).toEqual(['AutoPay@1-1']);
    expect(found('validator account', set.products)).toEqual([]);
    expect(found('autopay beta', set.products)).toEqual(['AutoPay@0-0']);
  });

  it('finds nothing in unrelated words', () => {
    expect(found('crear sesion')).toEqual([]);
    expect(found('')).toEqual([]);
  });
});
