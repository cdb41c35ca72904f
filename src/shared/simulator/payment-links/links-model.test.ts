import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import { isObject, type RawObject, without } from '../../openapi/raw';
import { fixedClock } from '../clock';
import { createSimulator } from '../simulator';
import { freshAuth, postJson, requestExample, responseExample, secondsBetween, signed } from '../sim-test-kit';

/*
 * The Payment Links guide's flow with the reference's own examples: the single-use link created at
 * 14:30:01, queried ACTIVE, paid the next day at 10:15:34 with the test Visa (its linkPayment and
 * linkStatus notifications carry exactly the examples' signatures), queried PAID; the reusable one
 * disabled; a link left to expire.
 */

const [api] = loadSimulatorApis(process.cwd(), 'es', ['payment-links']);
const links = api!;
const HOST = 'https://api-test.ondapay.dev/payment-links';
const facts = repositoryFacts();
const simulatorAt = (at: string) => createSimulator({ locale: 'es', apis: [links], facts, clock: fixedClock(at) });
const webhookExample = (webhook: string, name: string) => {
  const post = (links.document.webhooks as Record<string, { post: { requestBody: { content: Record<string, { examples: Record<string, { value: unknown }> }> } } }>)[webhook]!.post;
  return post.requestBody.content['application/json']!.examples[name]!.value;
};
const withoutDates = (value: RawObject): unknown => JSON.parse(JSON.stringify(value, (key, item: unknown) => (key === 'date' ? undefined : item)));

describe('Payment Links', () => {
  it('creates the single-use link, the payer pays it, it becomes PAID with both notifications', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const created = await postJson(sim, `${HOST}/api/links`, await signed(requestExample(links, 'createLink', 'singleUse')));
    expect(created.json).toEqual(responseExample(links, 'createLink', 200, 'created'));

    await sim.advance(secondsBetween('2026-11-20T14:30:01-05:00', '2026-11-20T14:42:16-05:00'));
    const active = await postJson(sim, `${HOST}/api/links/60218`, { auth: await freshAuth(sim) });
    expect(active.json).toEqual(responseExample(links, 'getLink', 200, 'active'));

    await sim.advance(secondsBetween('2026-11-20T14:42:16-05:00', '2026-11-21T10:15:34-05:00'));
    const paid = await sim.act('payment-links', 'pay', { linkId: 60218, card: '4111 1111 1111 1111' });
    expect(paid.ok).toBe(true);
    const notifications = sim.takeNotifications().map((notification) => JSON.parse(notification.body) as unknown);
    expect(notifications).toEqual([webhookExample('linkPayment', 'approved'), webhookExample('linkStatus', 'paid')]);

    const query = await postJson(sim, `${HOST}/api/links/60218`, { auth: await freshAuth(sim) });
    expect(withoutDates(query.json)).toEqual(withoutDates(responseExample(links, 'getLink', 200, 'paid')));
    expect(await sim.act('payment-links', 'pay', { linkId: 60218, card: '4111111111111111' })).toEqual({ ok: false, problem: 'linkPAID' });
  });

  it('keeps a link ACTIVE after a rejected card, disables it once, and answers the examples errors', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    await postJson(sim, `${HOST}/api/links`, await signed(requestExample(links, 'createLink', 'singleUse')));
    const reusable = await postJson(sim, `${HOST}/api/links`, await signed(requestExample(links, 'createLink', 'reusable')));
    expect(reusable.json.linkId).toBe(60219);

    const rejected = await sim.act('payment-links', 'pay', { linkId: 60219, card: '4000000000000002' });
    expect(rejected.ok && isObject(rejected.value) ? rejected.value.status : undefined).toMatchObject({ status: 'REJECTED', reason: '05' });
    expect(sim.takeNotifications()).toEqual([]);

    await sim.advance(secondsBetween('2026-11-20T14:30:01-05:00', '2026-11-20T14:35:01-05:00'));
    const disabled = await postJson(sim, `${HOST}/api/links/60219/disable`, await signed(requestExample(links, 'disableLink', 'disable')));
    expect(without(disabled.json, 'link')).toEqual(without(responseExample(links, 'disableLink', 200, 'disabled'), 'link'));
    expect(disabled.json.link).toMatchObject(without(responseExample(links, 'disableLink', 200, 'disabled').link as RawObject, 'url', 'paymentsCount'));
    const again = await postJson(sim, `${HOST}/api/links/60219/disable`, { auth: await freshAuth(sim) });
    expect(again.json).toEqual(responseExample(links, 'disableLink', 409, 'notActive'));
    expect((await postJson(sim, `${HOST}/api/links/99999`, { auth: await freshAuth(sim) })).status).toBe(404);

    const tooSoon = await postJson(sim, `${HOST}/api/links`, { ...requestExample(links, 'createLink', 'singleUse'), auth: await freshAuth(sim), expiration: '2026-11-20T15:00:00-05:00' });
    expect(tooSoon.json.status).toMatchObject({ status: 'FAILED', reason: 400, message: 'La fecha de expiración debe estar entre 1 hora y 90 días a partir de ahora' });
    const capped = await postJson(sim, `${HOST}/api/links`, { ...requestExample(links, 'createLink', 'singleUse'), auth: await freshAuth(sim), paymentsAllowed: 3 });
    expect(capped.json.status).toMatchObject({ message: 'El campo paymentsAllowed solo se acepta en enlaces REUSABLE' });

    const search = await postJson(sim, `${HOST}/api/links/search`, { auth: await freshAuth(sim), type: 'SINGLE_USE' });
    expect(search.json.pagination).toEqual({ page: 1, pageSize: 20, total: 1 });
    const range = await postJson(sim, `${HOST}/api/links/search`, { auth: await freshAuth(sim), createdFrom: '2026-01-01', createdTo: '2026-11-20' });
    expect(range.json.status).toMatchObject({ message: 'El rango de fechas no puede superar 90 días' });
  });

  it('expires an unpaid link when the clock passes its expiration, with linkStatus EXPIRED', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    await postJson(sim, `${HOST}/api/links`, await signed(requestExample(links, 'createLink', 'singleUse')));
    await sim.advance(secondsBetween('2026-11-20T14:30:01-05:00', '2026-11-27T00:00:00-05:00'));
    const [notification] = sim.takeNotifications();
    expect(JSON.parse(notification!.body)).toMatchObject({ linkId: 60218, reference: 'ORDER-1001', status: { status: 'EXPIRED', reason: 'EX', message: 'El enlace venció', date: '2026-11-26T23:59:59-05:00' } });
    const query = await postJson(sim, `${HOST}/api/links/60218`, { auth: await freshAuth(sim) });
    expect(query.json.link).toMatchObject({ status: 'EXPIRED', statusDate: '2026-11-26T23:59:59-05:00' });
  });
});
