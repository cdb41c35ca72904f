import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import type { Locale } from '../../i18n/locales';
import type { RawObject } from '../../openapi/raw';
import { fixedClock } from '../clock';
import { freshAuth, postJson, requestExample, responseExample, signed } from '../sim-test-kit';
import { createSimulator } from '../simulator';
import { avsResult } from './avs';

/* AVS in the test environment (/gateway/avs "Test it", facts gateway.avsTestResults): the postal code decides `avsResult`. */

const facts = repositoryFacts();
const HOST = 'https://gateway-test.ondapay.dev';
const card = (postalCode?: string): RawObject => ({ number: '4111111111111111', expiration: '12/29', cvv: '123', ...(postalCode === undefined ? {} : { address: { postalCode } }) });

describe('avsResult', () => {
  it('answers each test postal code of the facts, N for any other, nothing without an address', () => {
    expect(avsResult(facts, card('55555'))).toBe('Y');
    expect(avsResult(facts, card('44444'))).toBe('A');
    expect(avsResult(facts, card('33333'))).toBe('A');
    expect(avsResult(facts, card('110231'))).toBe('N');
    expect(avsResult(facts, card())).toBeUndefined();
    expect(avsResult({}, card('55555'))).toBeUndefined();
  });
});

describe.each<Locale>(['es', 'en'])('Gateway with AVS (%s)', (locale) => {
  const [api] = loadSimulatorApis(process.cwd(), locale, ['gateway']);
  const at = '2026-11-20T14:30:03-05:00';

  it('reproduces the definition example "avs" (its identifiers are the topic\'s own, 51240019: the page marks them variable)', async () => {
    const sim = createSimulator({ locale, apis: [api!], facts, clock: fixedClock(at) });
    const example = responseExample(api!, 'process', 200, 'avs');
    const answer = await postJson(sim, `${HOST}/api/process`, await signed(requestExample(api!, 'process', 'avs')));
    expect(answer.status).toBe(200);
    // The page's identifiers are its own (marked variable there): the same fields, their own values.
    const ids = { internalReference: 0, authorization: '', receipt: '', networkTransactionId: undefined };
    expect({ ...(answer.json.transaction as RawObject), ...ids }).toEqual({ ...(example.transaction as RawObject), ...ids });
    expect((answer.json.transaction as RawObject).avsResult).toBe('Y');
    expect(answer.json.status).toEqual(example.status);
  });

  it('gives N for another postal code, none for a rejected card, and leaves the 33333 reversal to the pages', async () => {
    const sim = createSimulator({ locale, apis: [api!], facts, clock: fixedClock(at) });
    const body = async (reference: string, instrumentCard: RawObject) => ({ ...requestExample(api!, 'process', 'avs'), auth: await freshAuth(sim), payment: { reference, description: 'x', amount: { currency: 'USD', total: 10 } }, instrument: { card: instrumentCard } });
    const other = await postJson(sim, `${HOST}/api/process`, await body('AVS-1', card('110231')));
    expect((other.json.transaction as RawObject).avsResult).toBe('N');
    const rejected = await postJson(sim, `${HOST}/api/process`, await body('AVS-2', { ...card('55555'), number: '4000000000000002' }));
    expect(rejected.json.transaction as RawObject).toMatchObject({ status: { status: 'REJECTED' } });
    expect((rejected.json.transaction as RawObject).avsResult).toBeUndefined();
    const failsFirst = await postJson(sim, `${HOST}/api/process`, await body('AVS-3', card('33333')));
    expect((failsFirst.json.transaction as RawObject).avsResult).toBe('A');
    const reversal = await postJson(sim, `${HOST}/api/reverse`, { auth: await freshAuth(sim), internalReference: (failsFirst.json.transaction as RawObject).internalReference });
    expect(reversal.status).toBe(501);
    const reversed = await postJson(sim, `${HOST}/api/reverse`, { auth: await freshAuth(sim), internalReference: (other.json.transaction as RawObject).internalReference });
    expect(reversed.status).toBe(200);
    expect((reversed.json.transaction as RawObject).avsResult).toBeUndefined();
  });
});
