import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../facts/load-facts';
import { loadSimulatorApis } from '../simulator/load-simulator-apis';
import { tryItFiles } from '../simulator/try-it-files';
import { journeyFiles } from '../workflows/journey-bundles';
import type { RawObject } from '../../shared/openapi/raw';
import { operationsOf } from '../../shared/simulator/api-data';
import type { TryItData } from '../../shared/ui/try-it-markup';
import { siteDateTime } from '../../shared/simulator/clock';
import { requestExample, responseExample } from '../../shared/simulator/sim-test-kit';
import { exampleSite } from '../../shared/simulator/site';
import { exampleClients } from '../../shared/simulator/token-requestor/oauth-model';
import { ToolError } from './docs-tools';
import { createSimulationTool, type SimulationResult } from './simulation-tool';

/* The MCP tool as an agent calls it, over the files a build writes (the journeys' and Try it's), read from memory. */
const files = new Map([...journeyFiles(process.cwd()), ...tryItFiles(process.cwd(), repositoryFacts())]);
const reader = { describe: 'memory', read: async (path: string) => files.get(path) };
const tool = createSimulationTool(reader);
const apis = Object.fromEntries(['es', 'en'].map((locale) => [locale, loadSimulatorApis(process.cwd(), locale as 'es' | 'en', ['checkout', 'token-requestor', 'api-scudo', 'invoices'])]));
const api = (name: string, locale = 'es') => apis[locale]!.find((item) => item.api === name)!;
/** A definition's request example without its `auth` (the tool writes a fresh one). */
const exampleBody = (name: string, operationId: string, example: string, locale = 'es'): RawObject => Object.fromEntries(Object.entries(requestExample(api(name, locale), operationId, example)).filter(([key]) => key !== 'auth'));
const body = (result: SimulationResult) => result.steps[0]!.response.body as RawObject;
const inADay = () => siteDateTime(new Date(Date.now() + 86_400_000));

describe('run_simulation: workflows', () => {
  it('runs a workflow whole and returns each step with its request, response and criteria, saying it is a simulation of the test host', async () => {
    const result = await tool.runSimulation({ workflowId: 'checkoutPayment', locale: 'en' });
    expect(result).toMatchObject({ simulated: true, ok: true, locale: 'en', workflowId: 'checkoutPayment', outputs: { requestId: 8412345, status: 'APPROVED' } });
    expect(result.notice).toMatch(/^A simulation: .*\(https:\/\/checkout-test\.ondapay\.dev\).*HTTP 501/);
    expect(result.session).toBeUndefined();
    const [create] = result.steps;
    expect(create).toMatchObject({ stepId: 'createSession', operation: 'POST /api/session', ok: true, request: { method: 'POST', url: 'https://checkout-test.ondapay.dev/api/session' }, response: { status: 200 } });
    expect((create!.request.body as { auth: { login: string } }).auth.login).toBe('a4f0b5c8d6e1a2b3');
    expect(result.steps.every((step) => step.criteria.every((criterion) => criterion.ok))).toBe(true);
    expect(result.notifications.length + result.events.filter((event) => event.kind === 'notification').length).toBeGreaterThan(0);
  });

  it('runs a workflow with other inputs and names the failing step', async () => {
    const declined = await tool.runSimulation({ workflowId: 'gatewayPurchaseRefundReversal', inputs: { card: '4000000000000002' } });
    expect(declined.ok).toBe(false);
    expect(declined.failure).toMatch(/^Workflow gatewayPurchaseRefundReversal, step purchase: the criterion /);
  });
});

describe('run_simulation: a session walks a flow', () => {
  it('creates a Web Checkout session, pays it with the test card by the action and queries it APPROVED, in Spanish, with its notification', async () => {
    const created = await tool.runSimulation({ operationId: 'checkout.createSession', body: { ...exampleBody('checkout', 'createSession', 'payment'), expiration: inADay() } });
    expect(created.steps[0]!.response.status, JSON.stringify(created.steps[0]!.response.body)).toBe(200);
    expect(created).toMatchObject({ simulated: true, locale: 'es', ok: true });
    expect(created.operationId).toBe('checkout.createSession');
    expect(created.notice).toContain('https://checkout-test.ondapay.dev');
    const session = created.session!;
    expect(session).toMatch(/^[0-9a-f-]{36}$/);
    const requestId = body(created).requestId as number;
    expect((created.steps[0]!.request.body as { auth: { login: string } }).auth.login).toBe(exampleSite.login);

    const paid = await tool.runSimulation({ session, action: { api: 'checkout', name: 'pay', input: { requestId, card: '4111111111111111' } } });
    expect(paid).toMatchObject({ ok: true, session, action: { api: 'checkout', name: 'pay', result: { session: { status: 'APPROVED' } } } });
    expect(paid.notifications.length).toBeGreaterThan(0);
    expect(paid.notifications[0]!.url).toBe(requestExample(api('checkout'), 'createSession', 'payment').notificationUrl);
    expect(paid.events.map((event) => event.kind)).toContain('action');

    const queried = await tool.runSimulation({ session, operationId: 'checkout.getSession', parameters: { requestId }, body: {} });
    expect(queried.steps[0]!.response.status).toBe(200);
    expect(body(queried)).toMatchObject({ requestId, status: { status: 'APPROVED', message: expect.any(String) } });
    // A call without session starts afresh: the session is not there.
    const fresh = await tool.runSimulation({ operationId: 'checkout.getSession', parameters: { requestId }, body: {} });
    expect(fresh.session).not.toBe(session);
    expect(fresh.steps[0]!.response.status).toBe(404);
  });

  it('answers in English in an English session, and moves its clock', async () => {
    const created = await tool.runSimulation({ locale: 'en', operationId: 'checkout.createSession', body: { ...exampleBody('checkout', 'createSession', 'payment', 'en'), expiration: inADay() } });
    const session = created.session!;
    const requestId = body(created).requestId as number;
    await tool.runSimulation({ session, action: { api: 'checkout', name: 'pay', input: { requestId, card: '4111111111111111' } } });
    const queried = await tool.runSimulation({ session, operationId: 'checkout.getSession', parameters: { requestId }, body: {} });
    expect(queried.locale).toBe('en');
    // The English overlay's words, as the definition's approved example says them.
    expect((body(queried).status as RawObject).message).toBe((responseExample(api('checkout', 'en'), 'getSession', 200, 'approved').status as RawObject).message);
    expect((body(queried).status as RawObject).message).not.toBe((responseExample(api('checkout'), 'getSession', 200, 'approved').status as RawObject).message);
    const before = Date.parse(queried.now);
    const moved = await tool.runSimulation({ session, advance: 86_400 });
    expect(moved).toMatchObject({ ok: true, steps: [], events: [{ kind: 'clock', seconds: 86_400 }] });
    expect(Date.parse(moved.now) - before).toBeGreaterThanOrEqual(86_400_000);
  });

  it("gets Token Requestor's OAuth token with Basic, then enrols a card with the Bearer token the session handed out", async () => {
    const client = exampleClients(api('token-requestor'), exampleSite)[0]!;
    const token = await tool.runSimulation({ operationId: 'token-requestor.getAccessToken', body: { grant_type: 'client_credentials', scope: client.scope } });
    expect(token.steps[0]!.request.headers?.authorization).toMatch(/^Basic /);
    expect(token.steps[0]!.request.body).toBe(`grant_type=client_credentials&scope=${encodeURIComponent(client.scope).replace(/%20/g, '+')}`);
    expect(token.steps[0]!.response.status).toBe(200);
    const accessToken = body(token).access_token as string;
    expect(token.notice).toContain('https://api-test.ondapay.dev');

    const enrolled = await tool.runSimulation({ session: token.session!, operationId: 'enrollCard', body: requestExample(api('token-requestor'), 'enrollCard', 'visa') });
    expect(enrolled.steps[0]!.request.headers?.authorization).toBe(`Bearer ${accessToken}`);
    expect(enrolled.steps[0]!.response.status, JSON.stringify(enrolled.steps[0]!.response.body)).toBeLessThan(300);
    expect(body(enrolled)).toMatchObject({ status: { status: 'OK' }, tokenReferenceId: expect.any(String) });
    // Without a token call first, the session asks for one itself (as Try it does); a wrong one is the API's 401.
    const alone = await tool.runSimulation({ operationId: 'enrollCard', body: requestExample(api('token-requestor'), 'enrollCard', 'visa') });
    expect(alone.steps[0]!.response.status).toBeLessThan(300);
    const wrong = await tool.runSimulation({ operationId: 'enrollCard', headers: { Authorization: 'Bearer nope' }, body: requestExample(api('token-requestor'), 'enrollCard', 'visa') });
    expect(wrong.steps[0]!.response.status).toBe(401);
  });

  it("signs an Api Scudo validation with X-Scudo-Signature, and a wrong signature is the API's 401", async () => {
    const validated = await tool.runSimulation({ operationId: 'validateTransaction', body: requestExample(api('api-scudo'), 'validateTransaction', 'card') });
    expect(validated.steps[0]!.request.headers?.['X-Scudo-Signature']).toMatch(new RegExp(`^login=${exampleSite.login},timestamp=\\d+,signature=`));
    expect(validated.steps[0]!.response.status, JSON.stringify(validated.steps[0]!.response.body)).toBe(200);
    const wrong = await tool.runSimulation({ operationId: 'validateTransaction', headers: { 'X-Scudo-Signature': `login=${exampleSite.login},timestamp=1,signature=AAAA` }, body: requestExample(api('api-scudo'), 'validateTransaction', 'card') });
    expect(wrong.steps[0]!.response.status).toBe(401);
  });

  it('creates payment orders and finds them in the same session', async () => {
    const created = await tool.runSimulation({ operationId: 'createInvoices', body: exampleBody('invoices', 'createInvoices', 'threeOrders') });
    expect(created.steps[0]!.response.status, JSON.stringify(created.steps[0]!.response.body)).toBeLessThan(300);
    const search = exampleBody('invoices', 'searchInvoices', 'byReference');
    const found = await tool.runSimulation({ session: created.session!, operationId: 'invoices.searchInvoices', body: search });
    expect(found.steps[0]!.response.status).toBe(200);
    expect(JSON.stringify(body(found))).toContain(String(search.reference ?? ''));
  });

  it("answers an operation the simulator does not model with the honest 501", async () => {
    const sdks = files.get('/simulator/index.json')!.includes('"sdks"');
    expect(sdks).toBe(true);
    const pinPad = JSON.parse(files.get('/simulator/es/sdks.json')!) as TryItData;
    const operationId = operationsOf({ api: 'sdks', locale: 'es', document: pinPad.document }).find((operation) => operation.operationId && !operation.path.includes('{'))?.operationId;
    expect(operationId).toBeDefined();
    const answer = await tool.runSimulation({ operationId: `sdks.${operationId}`, body: {} });
    expect(answer.steps[0]!.response.status).toBe(501);
    expect(answer.steps[0]!.response.notes?.[0]?.kind).toBe('notSimulated');
  });
});

describe('run_simulation: sessions are bounded', () => {
  it('drops the oldest session past the limit and one idle too long, each with a clear error', async () => {
    let now = 1_000_000;
    const small = createSimulationTool(reader, { max: 2, idleMs: 60_000 }, () => now);
    const first = (await small.runSimulation({ advance: 1 })).session!;
    const second = (await small.runSimulation({ advance: 1 })).session!;
    await small.runSimulation({ session: first, advance: 1 }); // first is now the last used
    const third = (await small.runSimulation({ advance: 1 })).session!;
    expect(small.sessionCount).toBe(2);
    await expect(small.runSimulation({ session: second, advance: 1 })).rejects.toThrow(/Unknown session ".*": .*the 2 last used, each for 1 minutes/);
    await expect(small.runSimulation({ session: first, advance: 1 })).resolves.toMatchObject({ session: first });
    now += 60_001; // idle longer than the limit
    await expect(small.runSimulation({ session: third, advance: 1 })).rejects.toThrow(ToolError);
    expect(small.sessionCount).toBe(0);
  });
});

describe('run_simulation: bad input', () => {
  it('answers each with a ToolError naming what to do', async () => {
    await expect(tool.runSimulation({})).rejects.toThrow(/Pass exactly one of/);
    await expect(tool.runSimulation({ workflowId: 'x', operationId: 'y' })).rejects.toThrow('Not workflowId and operationId together');
    await expect(tool.runSimulation({ workflowId: 'nope' })).rejects.toThrow(/No workflow "nope". Workflows: .*checkoutPayment \(A Web Checkout payment and its notification\)/);
    await expect(tool.runSimulation({ workflowId: 'checkoutPayment', session: 'x' })).rejects.toThrow(/leave session out/);
    await expect(tool.runSimulation({ operationId: 'nope', body: {} })).rejects.toThrow(/No operation nope in .*invoices.*: the APIs the simulator loads/);
    await expect(tool.runSimulation({ operationId: 'nope.createSession', body: {} })).rejects.toThrow(/No operation/);
    await expect(tool.runSimulation({ operationId: 'checkout.getSession', body: {} })).rejects.toThrow('needs the path parameter(s) requestId');
    await expect(tool.runSimulation({ operationId: 'getSession', body: {} })).rejects.toThrow('getSession is an operation of several APIs (checkout, three-d-s-server): write <api>.getSession, as checkout.getSession or three-d-s-server.getSession.');
    await expect(tool.runSimulation({ operationId: 'checkout.createSession', body: '{"payment": ' })).rejects.toThrow(/body is not valid JSON/);
    await expect(tool.runSimulation({ operationId: 'token-requestor.getAccessToken', body: 3 })).rejects.toThrow(/form body/);
    await expect(tool.runSimulation({ session: 'no-such-session', advance: 60 })).rejects.toThrow(/Unknown session "no-such-session"/);
    await expect(tool.runSimulation({ advance: -5 })).rejects.toThrow(/advance takes seconds/);
    await expect(tool.runSimulation({ action: { api: 'nope', name: 'pay' } })).rejects.toThrow(/No actions for the API "nope". The APIs with actions: .*checkout.*payment-links/);
    await expect(tool.runSimulation({ action: { api: 'checkout', name: 'fly' } })).rejects.toThrow('No action "fly" for checkout. Its actions: pay');
    const session = (await tool.runSimulation({ locale: 'en', advance: 1 })).session!;
    await expect(tool.runSimulation({ session, locale: 'es', advance: 1 })).rejects.toThrow(/answers in en, not es/);
    // A payer's action on nothing is the simulator's own refusal, not an error of the tool.
    const unpaid = await tool.runSimulation({ session, action: { api: 'checkout', name: 'pay', input: { requestId: 1, card: '4111111111111111' } } });
    expect(unpaid).toMatchObject({ ok: false, failure: 'checkout pay: unknownSession' });
  });

  it('sends a JSON body given as text', async () => {
    const answer = await tool.runSimulation({ operationId: 'gateway.query', body: JSON.stringify({ reference: 'ORDER-9' }) });
    expect(answer.steps[0]).toMatchObject({ operation: 'POST /api/query', request: { url: 'https://gateway-test.ondapay.dev/api/query' } });
    expect(answer.steps[0]!.response.status).toBeLessThan(500);
  });
});
