import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import { without } from '../../openapi/raw';
import { fixedClock } from '../clock';
import { createSimulator } from '../simulator';
import { bearerClient, requestExample, responseExample, secondsBetween } from '../sim-test-kit';

/*
 * The 3DS Server's browser challenge as the pages work it: the account manager's token, the session
 * created at 14:30:01 with 4000 0000 0000 3220 (the example's answer, 3DS Method data included),
 * authenticated at 14:30:10 (the challenge example, its CReq included), the challenge passed with
 * the OTP at 14:31:02 (the sessionResult example, signature included); frictionless, rejected and
 * expired sessions; the Bearer token checked.
 */

const [api] = loadSimulatorApis(process.cwd(), 'es', ['three-d-s-server']);
const threeDS = api!;
const HOST = 'https://3dss-test.ondapay.dev';
const simulatorAt = (at: string) => createSimulator({ locale: 'es', apis: [threeDS], facts: repositoryFacts(), clock: fixedClock(at) });
type Sim = ReturnType<typeof simulatorAt>;
const webhookExample = (example: string) =>
  (threeDS.document.webhooks as Record<string, { post: { requestBody: { content: Record<string, { examples: Record<string, { value: unknown }> }> } } }>).sessionResult!.post.requestBody.content['application/json']!.examples[example]!.value;

const client = (sim: Sim) => bearerClient(sim, 'three-d-s-server', HOST);
const browser = () => requestExample(threeDS, 'authenticateSession', 'browser');
const session = (card: string) => ({ ...requestExample(threeDS, 'createSession', 'browser'), card: { number: card, expiration: '12/29' } });

describe('3DS Server', () => {
  it('walks the browser challenge of the pages, answers and notification as the examples', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const { token, call } = await client(sim);
    expect(token).toBe('3dss_test_9Gq2Lm7Xv4Rk1Tz8Wb5Nc3Hd6Fy0Js');
    const created = await call('POST', '/api/sessions', requestExample(threeDS, 'createSession', 'browser'));
    expect(created.status).toBe(201);
    expect(created.json).toEqual(responseExample(threeDS, 'createSession', 201, 'withMethod'));
    const pending = await call('GET', '/api/sessions/3592041');
    expect(pending.json.status).toEqual({ status: 'PENDING', reason: '3P', message: 'Sesión creada, pendiente de autenticación', date: '2026-11-20T14:30:01-05:00' });

    await sim.advance(9);
    const challenged = await call('POST', '/api/sessions/3592041/authenticate', browser());
    expect(challenged.json).toEqual(responseExample(threeDS, 'authenticateSession', 200, 'challenge'));
    expect((await call('POST', '/api/sessions/3592041/authenticate', browser())).json.status).toMatchObject({ status: 'FAILED', reason: 409, message: 'La sesión ya fue autenticada' });

    await sim.advance(secondsBetween('2026-11-20T14:30:10-05:00', '2026-11-20T14:31:02-05:00'));
    expect(await sim.act('three-d-s-server', 'challenge', { sessionId: 3592041, otp: '123456' })).toMatchObject({ ok: true, value: { status: { status: 'APPROVED', reason: '00' }, transStatus: 'Y', eci: '05' } });
    expect(sim.takeNotifications().map((notification) => JSON.parse(notification.body) as unknown)).toEqual([webhookExample('approved')]);
  });

  it('answers frictionless, rejected and failed challenges by the test card', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const { call } = await client(sim);
    await call('POST', '/api/sessions', session('4111111111111111'));
    await sim.advance(9);
    const frictionless = await call('POST', '/api/sessions/3592041/authenticate', browser());
    expect(without(frictionless.json, 'dsTransID', 'acsTransID', 'threeDSServerTransID')).toEqual(without(responseExample(threeDS, 'authenticateSession', 200, 'frictionless'), 'dsTransID', 'acsTransID', 'threeDSServerTransID'));

    await call('POST', '/api/sessions', session('4000000000003063'));
    const rejected = await call('POST', '/api/sessions/3592042/authenticate', browser());
    expect(rejected.json).toMatchObject({ status: { status: 'REJECTED', reason: '3N', message: 'Autenticación 3-D Secure fallida' }, transStatus: 'N', transStatusReason: '01', eci: null });
    await call('POST', '/api/sessions', session('4000000000003121'));
    expect((await call('POST', '/api/sessions/3592043/authenticate', browser())).json.status).toMatchObject({ status: 'REJECTED', reason: '3R', message: 'Autenticación rechazada por el emisor' });

    await call('POST', '/api/sessions', session('4000000000003220'));
    await call('POST', '/api/sessions/3592044/authenticate', browser());
    expect(await sim.act('three-d-s-server', 'challenge', { sessionId: 3592044, otp: '000000' })).toMatchObject({ ok: true, value: { status: { status: 'REJECTED', reason: '3N' }, transStatus: 'N' } });
    expect(sim.takeNotifications()).toHaveLength(4);

    const noRange = await call('POST', '/api/sessions', session('4000000000000002'));
    expect(noRange.json.status).toMatchObject({ status: 'FAILED', reason: 422, message: 'La tarjeta no está en un rango de 3-D Secure 2' });
    expect((await call('GET', '/api/sessions/999')).status).toBe(404);
  });

  it('expires a session not authenticated in time, and checks the Bearer token', async () => {
    const sim = simulatorAt('2026-11-20T14:30:01-05:00');
    const { call } = await client(sim);
    await call('POST', '/api/sessions', session('4111111111111111'));
    await sim.advance(600);
    expect((await call('GET', '/api/sessions/3592041')).json.status).toEqual({ status: 'FAILED', reason: '3X', message: 'La sesión expiró', date: '2026-11-20T14:40:01-05:00' });
    expect((await call('POST', '/api/sessions/3592041/authenticate', browser())).json.status).toMatchObject({ reason: 409, message: 'La sesión expiró' });
    const anonymous = await sim.handle({ method: 'GET', url: `${HOST}/api/sessions/3592041` });
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toMatchObject({ status: { status: 'FAILED', reason: 401, message: 'Token de acceso inválido o ausente' } });
  });
});
