import { describe, expect, it } from 'vitest';
import { loadSimulatorApis } from '../../node/simulator/load-simulator-apis';
import { checkBody } from './body-check';
import { findOperation, prefillBody, requestBodyExamples } from './prefill';

const [checkout] = loadSimulatorApis(process.cwd(), 'en', ['checkout']);
if (!checkout) throw new Error('no checkout definition');
const create = findOperation(checkout, 'POST', '/api/session')!;
const example = prefillBody(requestBodyExamples(checkout.document, create)[0]!.value, new Date());

describe('checkBody', () => {
  it('accepts the operation’s own example', () => {
    expect(checkBody(checkout.document, create, example, 'en')).toEqual({ kind: 'valid' });
  });

  it('names the JSON pointer of a field that breaks the schema, in the API’s words', () => {
    const body = JSON.parse(example) as { payment: Record<string, unknown> };
    delete body.payment.reference;
    const check = checkBody(checkout.document, create, JSON.stringify(body), 'en');
    expect(check.kind).toBe('problems');
    expect(check.kind === 'problems' && check.problems[0]).toEqual({ pointer: '/payment/reference', message: expect.stringContaining('payment.reference') as unknown });
  });

  it('says when the text is not JSON, and when there is nothing', () => {
    expect(checkBody(checkout.document, create, '{"auth": ', 'es').kind).toBe('badJson');
    expect(checkBody(checkout.document, create, '  ', 'es')).toEqual({ kind: 'empty' });
  });
});
