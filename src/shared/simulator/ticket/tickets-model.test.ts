import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import type { Locale } from '../../i18n/locales';
import type { RawObject } from '../../openapi/raw';
import { fixedClock } from '../clock';
import { createSimulator } from '../simulator';
import { freshAuth, postJson, requestExample, responseExample, secondsBetween, signed } from '../sim-test-kit';
import { travelAgencySite } from '../site';

/*
 * The Tickets pages' story with the definition's own examples (the travel agency's payment 51250733,
 * three tickets added at 16:40:01, searched at 16:45:01, one removed on 2026-11-24), the rules'
 * refusals with reason BR, and a payment the same environment approved (Gateway, Web Checkout)
 * taking its tickets.
 */

const facts = repositoryFacts();
const load = (locale: Locale) => loadSimulatorApis(process.cwd(), locale, ['ticket', 'gateway', 'checkout']);
const apis = { es: load('es'), en: load('en') };
const ticketApi = (locale: Locale) => apis[locale].find((api) => api.api === 'ticket')!;
const simulatorAt = (at: string, locale: Locale = 'es') => createSimulator({ locale, apis: apis[locale], facts, clock: fixedClock(at) });
const HOST = 'https://api-test.ondapay.dev/ticket';
const agency = travelAgencySite;
const tickets = (...numbers: string[]) => numbers.map((ticket) => ({ ticket, issuedAt: '2026-11-20' }));

describe('Tickets', () => {
  it('reproduces the definition examples at their instants: added, found, removed', async () => {
    const es = ticketApi('es');
    const sim = simulatorAt('2026-11-20T16:40:01-05:00');
    const added = await postJson(sim, `${HOST}/api/tickets`, await signed(requestExample(es, 'createTickets', 'threePassengers')));
    expect(added.json).toEqual(responseExample(es, 'createTickets', 200, 'added'));

    await sim.advance(secondsBetween('2026-11-20T16:40:01-05:00', '2026-11-20T16:45:01-05:00'));
    const found = await postJson(sim, `${HOST}/api/tickets/search`, await signed(requestExample(es, 'searchTickets', 'payment')));
    expect(found.json).toEqual(responseExample(es, 'searchTickets', 200, 'found'));

    await sim.advance(secondsBetween('2026-11-20T16:45:01-05:00', '2026-11-24T09:15:01-05:00'));
    const removed = await postJson(sim, `${HOST}/api/tickets/remove`, await signed(requestExample(es, 'removeTickets', 'cancelled')));
    expect(removed.json).toEqual(responseExample(es, 'removeTickets', 200, 'removed'));
    const left = await postJson(sim, `${HOST}/api/tickets/search`, { auth: await freshAuth(sim, agency), internalReference: 51250733 });
    expect((left.json.data as RawObject[]).map((item) => item.ticket)).toEqual(['1342154123456', '1342154123457']);
  });

  it('adds a ticket once, refuses the examples cases with reason BR, all or nothing', async () => {
    const es = ticketApi('es');
    const sim = simulatorAt('2026-11-20T16:41:01-05:00');
    const call = async (path: string, body: RawObject) => postJson(sim, `${HOST}${path}`, { auth: await freshAuth(sim, agency), ...body });
    expect((await call('/api/tickets', { internalReference: 51250733, tickets: tickets('1342154123456') })).json.count).toBe(1);
    expect((await call('/api/tickets', { internalReference: 51250733, tickets: tickets('1342154123456', '1342154123456') })).json.count).toBe(0);

    const other = await call('/api/tickets', { internalReference: 51250733, tickets: tickets('1342154123457', '0451234567890') });
    expect(other.status).toBe(400);
    expect(other.json).toEqual(responseExample(es, 'createTickets', 400, 'otherAirline'));
    const late = await call('/api/tickets', { internalReference: 51250733, tickets: [{ ticket: '1342154123459', issuedAt: '2026-12-05' }] });
    expect(late.json).toEqual(responseExample(es, 'createTickets', 400, 'lateIssue'));
    expect((await call('/api/tickets', { internalReference: 51250733, tickets: [{ ticket: '1342154123459', issuedAt: '2026-12-04' }] })).json.count).toBe(1);
    const unknown = await call('/api/tickets', { internalReference: 51250734, tickets: tickets('1342154123456') });
    expect(unknown.json).toEqual(responseExample(es, 'createTickets', 400, 'invalidReference'));
    // The refused requests added nothing.
    const listed = await call('/api/tickets/search', { internalReference: 51250733 });
    expect((listed.json.data as RawObject[]).map((item) => item.ticket)).toEqual(['1342154123456', '1342154123459']);

    const short = await call('/api/tickets', { internalReference: 51250733, tickets: tickets('13421541') });
    expect(short.json.status).toMatchObject({ status: 'FAILED', reason: 'BR', message: 'El boleto 13421541 debe tener 13 dígitos' });
    const many = await call('/api/tickets', { internalReference: 51250733, tickets: Array.from({ length: 51 }, (_, index) => ({ ticket: String(1342154100000 + index), issuedAt: '2026-11-20' })) });
    expect(many.json.status).toMatchObject({ reason: 'BR', message: 'Puedes enviar hasta 50 boletos por petición' });
    await sim.advance(secondsBetween('2026-11-20T16:41:01-05:00', '2026-11-24T09:15:01-05:00'));
    const missing = await call('/api/tickets/remove', { internalReference: 51250733 });
    expect(missing.json).toEqual(responseExample(es, 'removeTickets', 400, 'missing'));
    expect((await call('/api/tickets/remove', { internalReference: 51250733, tickets: ['1342154123999'] })).json.count).toBe(0);

    // Another site (the example store) does not see the agency's payment.
    const elsewhere = await postJson(sim, `${HOST}/api/tickets/search`, { auth: await freshAuth(sim), internalReference: 51250733 });
    expect(elsewhere.json.status).toMatchObject({ reason: 'BR', message: 'Has proporcionado una referencia interna inválida' });
  });

  it('takes the tickets of a Gateway payment the environment approved; one on another payment is refused; a reversed payment takes none', async () => {
    const es = ticketApi('es');
    const sim = simulatorAt('2026-11-20T16:41:01-05:00');
    const purchase = (reference: string) => ({ payment: { reference, description: 'Boletos UIO-MIA', amount: { currency: 'USD', total: 612.4 }, processorFields: { airlineCode: 'AV' } }, instrument: { card: { number: '4111111111111111', expiration: '12/29', cvv: '123' } }, payer: { name: 'Ana', surname: 'Gómez', email: 'ana.gomez@example.com', documentType: 'CC', document: '1040035000' }, ipAddress: '203.0.113.10', userAgent: 'Mozilla/5.0' });
    const paid = await postJson(sim, 'https://gateway-test.ondapay.dev/api/process', { auth: await freshAuth(sim, agency), ...purchase('VMM-1') });
    const internalReference = (paid.json.transaction as RawObject).internalReference;
    expect(internalReference).toBe(51240001);
    const call = async (path: string, body: RawObject) => postJson(sim, `${HOST}${path}`, { auth: await freshAuth(sim, agency), ...body });
    expect((await call('/api/tickets', { internalReference, tickets: tickets('1342154123460') })).json.count).toBe(1);
    const twice = await call('/api/tickets', { internalReference: 51250733, tickets: tickets('1342154123460') });
    expect(twice.json).toEqual(responseExample(es, 'createTickets', 400, 'elsewhere'));

    await postJson(sim, 'https://gateway-test.ondapay.dev/api/reverse', { auth: await freshAuth(sim, agency), internalReference });
    expect((await call('/api/tickets', { internalReference, tickets: tickets('1342154123461') })).json.status).toMatchObject({ reason: 'BR', message: 'Has proporcionado una referencia interna inválida' });
    expect((await call('/api/tickets/search', { internalReference })).json.data).toHaveLength(1);
    expect((await call('/api/tickets/remove', { internalReference, tickets: ['1342154123460'] })).json.count).toBe(1);

    // A payment without airline data is not an airline payment.
    const plain = await postJson(sim, 'https://gateway-test.ondapay.dev/api/process', { auth: await freshAuth(sim, agency), ...purchase('VMM-2'), payment: { reference: 'VMM-2', description: 'Seguro', amount: { currency: 'USD', total: 20 } } });
    expect((await call('/api/tickets/search', { internalReference: (plain.json.transaction as RawObject).internalReference })).json.status).toMatchObject({ reason: 'BR' });
  });

  it('takes the tickets of a Web Checkout payment with airline data, paid by the payer', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const checkout = apis.es.find((api) => api.api === 'checkout')!;
    const session = await postJson(sim, 'https://checkout-test.ondapay.dev/api/session', await signed(requestExample(checkout, 'createSession', 'processorFields'), '2026-11-20T14:30:01-05:00'));
    const paid = await sim.payCheckoutSession(Number(session.json.requestId), '4111111111111111');
    expect(paid.ok).toBe(true);
    const query = await postJson(sim, `https://checkout-test.ondapay.dev/api/session/${String(session.json.requestId)}`, { auth: await freshAuth(sim) });
    const internalReference = ((query.json.payment as RawObject[])[0]!).internalReference;
    expect(internalReference).toBe(51234567);
    const added = await postJson(sim, `${HOST}/api/tickets`, { auth: await freshAuth(sim), internalReference, tickets: tickets('1342154123456') });
    expect(added.json).toMatchObject({ status: { status: 'OK', reason: '00' }, count: 1 });
  });

  it('answers in English with the overlay examples and the facts words', async () => {
    const en = ticketApi('en');
    const sim = simulatorAt('2026-11-20T16:40:01-05:00', 'en');
    const added = await postJson(sim, `${HOST}/api/tickets`, await signed(requestExample(en, 'createTickets', 'threePassengers')));
    expect(added.json).toEqual(responseExample(en, 'createTickets', 200, 'added'));
    const late = await postJson(sim, `${HOST}/api/tickets`, { auth: await freshAuth(sim, agency), internalReference: 51250733, tickets: [{ ticket: '1342154123459', issuedAt: '2026-12-05' }] });
    expect(late.json.status).toMatchObject({ reason: 'BR', message: 'The issue date of ticket 1342154123459 must be between 2026-11-20 and 2026-12-04' });
    const short = await postJson(sim, `${HOST}/api/tickets`, { auth: await freshAuth(sim, agency), internalReference: 51250733, tickets: tickets('13421541') });
    expect(short.json.status).toMatchObject({ reason: 'BR', message: 'Ticket 13421541 must have 13 digits' });
    const other = await postJson(sim, `${HOST}/api/tickets`, { auth: await freshAuth(sim, agency), internalReference: 51250733, tickets: tickets('0451234567891') });
    expect(other.json.status).toMatchObject({ message: "Ticket 0451234567891 does not belong to the payment's airline (134)" });
  });
});
