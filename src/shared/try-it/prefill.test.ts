import { describe, expect, it } from 'vitest';
import { loadSimulatorApis } from '../../node/simulator/load-simulator-apis';
import { isObject } from '../openapi/raw';
import { findOperation, formBodyExample, prefillBody, prefillHeaders, prefillUrl, rememberAnswer, requestBodyExamples, shiftDates, withAuth } from './prefill';

const [checkout] = loadSimulatorApis(process.cwd(), 'es', ['checkout']);
if (!checkout) throw new Error('no checkout definition');
const create = findOperation(checkout, 'post', '/api/session')!;
const query = findOperation(checkout, 'POST', '/api/session/{requestId}')!;
const auth = { login: 'mine', tranKey: 'k', nonce: 'n', seed: '2026-12-02T08:00:00-05:00' };

describe('prefill', () => {
  it('finds an operation by method and path template', () => {
    expect(create.operationId).toBe('createSession');
    expect(findOperation(checkout, 'GET', '/api/session')).toBeUndefined();
  });

  it('offers the request examples in the definition’s order, with their summaries', () => {
    const examples = requestBodyExamples(checkout.document, create);
    expect(examples[0]?.name).toBe('payment');
    expect(examples[0]?.summary).toBe('Sesión de pago completa');
    expect(examples.length).toBeGreaterThan(1);
  });

  it('calls the test server with the path parameter’s example, or the value an earlier answer gave', () => {
    expect(prefillUrl(checkout.document, create)).toBe('https://checkout-test.ondapay.dev/api/session');
    expect(prefillUrl(checkout.document, query)).toBe('https://checkout-test.ondapay.dev/api/session/8412345');
    const remembered = new Map<string, string>();
    rememberAnswer(remembered, JSON.stringify({ status: { status: 'OK' }, requestId: 8412346, processUrl: 'https://x' }));
    expect(prefillUrl(checkout.document, query, remembered)).toBe('https://checkout-test.ondapay.dev/api/session/8412346');
    rememberAnswer(remembered, 'not json');
    expect(remembered.get('requestId')).toBe('8412346');
  });

  it('sends JSON’s content type for a JSON body', () => {
    expect(prefillHeaders(checkout.document, create)).toBe('Content-Type: application/json');
  });

  it('moves the example’s dates to now, as far from it as from the example’s seed, and puts the reader’s auth in', () => {
    const example = { auth: { login: 'a', tranKey: 'b', nonce: 'c', seed: '2026-11-20T14:30:00-05:00' }, expiration: '2026-11-20T15:00:00-05:00', reference: '2026-11-20T15:00:00-05:00 is not a date here', amount: 1 };
    const body = JSON.parse(prefillBody(example, new Date('2026-12-02T13:00:00Z'), auth)) as typeof example;
    expect(body.expiration).toBe('2026-12-02T08:30:00-05:00');
    expect(body.auth).toEqual(auth);
    expect(body.reference).toBe(example.reference);
    expect(body.amount).toBe(1);
  });

  it('leaves dates alone in an example without a seed, and a body without auth without one', () => {
    expect(shiftDates({ at: ['2026-11-20T14:30:00Z'] }, new Date('2026-11-20T14:30:00Z'), new Date('2026-11-20T14:31:00Z'))).toEqual({ at: ['2026-11-20T09:31:00-05:00'] });
    const plain = { at: '2026-11-20T14:30:00-05:00' };
    expect(JSON.parse(prefillBody(plain, new Date(), auth))).toEqual(plain);
    expect(withAuth([1], auth)).toEqual([1]);
  });

  it('moves a date alone by the calendar days in the site\'s zone, across a month, and leaves other text alone', () => {
    // The seed's day in Bogotá is 20 November; 09:00 on 16 December there is 26 days on.
    const seed = new Date('2026-11-20T14:30:00-05:00');
    const now = new Date('2026-12-16T09:00:00-05:00');
    expect(shiftDates({ dueDate: '2026-12-15', period: '2026-11', note: '2026-12-15 due' }, seed, now)).toEqual({ dueDate: '2027-01-10', period: '2026-11', note: '2026-12-15 due' });
    // 23:30 in Bogotá is already the next day in UTC: still the same site day, no move.
    expect(shiftDates(['2026-12-15'], seed, new Date('2026-11-20T23:30:00-05:00'))).toEqual(['2026-12-15']);
  });

  it('keeps a voucher\'s due date as many days ahead of today as the example had it ahead of its seed', () => {
    const example = { auth: { login: 'x', tranKey: 'y', nonce: 'z', seed: '2026-11-20T14:30:01-05:00' }, order: { dueDate: '2026-12-15' } };
    const body = JSON.parse(prefillBody(example, new Date('2027-03-01T15:00:00-05:00'), auth)) as typeof example;
    expect(body.order.dueDate).toBe('2027-03-26');
  });

  it('prefills the create-session example so that its body passes the schema as written', () => {
    const [payment] = requestBodyExamples(checkout.document, create);
    const body = JSON.parse(prefillBody(payment!.value, new Date('2026-12-02T13:00:00Z'), auth)) as Record<string, unknown>;
    expect(isObject(body.payment)).toBe(true);
    expect(body.auth).toEqual(auth);
  });
});

describe('a form body (Token Requestor /oauth/token)', () => {
  const [tokenRequestor] = loadSimulatorApis(process.cwd(), 'es', ['token-requestor']);
  const token = findOperation(tokenRequestor!, 'POST', '/oauth/token')!;

  it('starts from the form example, with its content type, and JSON operations have none', () => {
    expect(formBodyExample(tokenRequestor!.document, token)).toBe('grant_type=client_credentials&scope=tokens');
    expect(prefillHeaders(tokenRequestor!.document, token)).toBe('Content-Type: application/x-www-form-urlencoded');
    expect(formBodyExample(checkout.document, create)).toBeUndefined();
  });
});
