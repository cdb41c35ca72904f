import { describe, expect, it } from 'vitest';
import { repositoryFacts } from '../../../node/facts/load-facts';
import { loadSimulatorApis } from '../../../node/simulator/load-simulator-apis';
import type { Locale } from '../../i18n/locales';
import { type RawObject, without } from '../../openapi/raw';
import { fixedClock } from '../clock';
import { createSimulator } from '../simulator';
import { freshAuth, postJson, requestExample, responseExample, secondsBetween, signed } from '../sim-test-kit';

/*
 * The Selfdeclarations reference's story with its own examples, each at its instant: Tienda Andina
 * registered on 2026-11-18 with Carlos (who activates his account in the portal), queried and
 * updated, Ana and Luis added, Luis disabled; on 2026-11-20 Ana's draft 3051 sent for authorization,
 * refused with one of two authorizations, submitted once Ana and Carlos authorized it, paid with the
 * test Visa and queried PAID; the roles' 403s; a second declaration cancelled.
 */

const facts = repositoryFacts();
const apis = { es: loadSimulatorApis(process.cwd(), 'es', ['selfdeclarations', 'checkout']), en: loadSimulatorApis(process.cwd(), 'en', ['selfdeclarations', 'checkout']) };
const sd = (locale: Locale) => apis[locale].find((api) => api.api === 'selfdeclarations')!;
const es = sd('es');
const HOST = 'https://api-test.ondapay.dev/selfdeclarations';
const COMPANY = { documentType: 'NIT', document: '900123456' };

function story(locale: Locale = 'es') {
  const sim = createSimulator({ locale, apis: apis[locale], facts, clock: fixedClock('2026-11-18T09:00:01-05:00') });
  const api = sd(locale);
  return {
    sim,
    at: async (instant: string) => sim.advance(secondsBetween(new Date(sim.clock.now()).toISOString(), instant)),
    example: async (path: string, operationId: string, name: string) => postJson(sim, `${HOST}${path}`, await signed(requestExample(api, operationId, name))),
    call: async (path: string, user: string, body: RawObject = {}) => postJson(sim, `${HOST}${path}`, { auth: await freshAuth(sim), user, ...body }),
  };
}

const withoutSignIn = (users: unknown) => (users as RawObject[]).map((user) => (user.email === 'luis.perez@example.com' ? without(user, 'lastSignInAt') : user));

async function companyAndUsers(s: ReturnType<typeof story>) {
  await s.example('/api/companies', 'registerCompany', 'register');
  await s.at('2026-11-18T09:03:12-05:00');
  await s.sim.act('selfdeclarations', 'activate', { email: 'carlos.rincon@example.com' });
  await s.at('2026-11-18T09:10:01-05:00');
  await s.example('/api/users', 'createUser', 'declarant');
}

describe('Selfdeclarations', () => {
  it('reproduces the company and users examples at their instants', async () => {
    const s = story();
    const registered = await s.example('/api/companies', 'registerCompany', 'register');
    expect(registered.json).toEqual(responseExample(es, 'registerCompany', 200, 'registered'));
    expect((await s.call('/api/companies/900123456', 'carlos.rincon@example.com')).json.status).toMatchObject({ reason: 403, message: 'El usuario no pertenece a la empresa 900123456 o no está activo' });

    await s.at('2026-11-18T09:03:12-05:00');
    expect((await s.sim.act('selfdeclarations', 'activate', { email: 'carlos.rincon@example.com' })).ok).toBe(true);
    await s.at('2026-11-18T09:05:01-05:00');
    expect((await s.example('/api/companies/900123456', 'getCompany', 'query')).json).toEqual(responseExample(es, 'getCompany', 200, 'company'));
    await s.at('2026-11-18T09:06:01-05:00');
    expect((await s.example('/api/companies/900123456/update', 'updateCompany', 'address')).json).toEqual(responseExample(es, 'updateCompany', 200, 'updated'));
    await s.at('2026-11-18T09:10:01-05:00');
    expect((await s.example('/api/users', 'createUser', 'declarant')).json).toEqual(responseExample(es, 'createUser', 200, 'created'));
    expect((await s.call('/api/users', 'carlos.rincon@example.com', { company: COMPANY, newUser: { email: 'ana.gomez@example.com', name: 'Ana', surname: 'Gómez', documentType: 'CC', document: '1040035000', role: 'DECLARANT' } })).json).toEqual(responseExample(es, 'createUser', 409, 'duplicate'));

    await s.at('2026-11-18T09:11:02-05:00');
    const luis = await s.call('/api/users', 'carlos.rincon@example.com', { company: COMPANY, newUser: { email: 'luis.perez@example.com', name: 'Luis', surname: 'Pérez', documentType: 'CC', document: '1020304050', role: 'DECLARANT' } });
    expect((luis.json.user as RawObject).userId).toBe(4412);
    await s.sim.act('selfdeclarations', 'activate', { email: 'luis.perez@example.com' });
    await s.at('2026-11-18T09:12:01-05:00');
    const users = await s.example('/api/users/search', 'searchUsers', 'all');
    // Luis signed in when he activated his account; the example's Luis never did.
    expect({ ...users.json, users: withoutSignIn(users.json.users) }).toEqual(responseExample(es, 'searchUsers', 200, 'users'));

    await s.at('2026-11-18T09:15:01-05:00');
    const disabled = await s.example('/api/users/4412/disable', 'disableUser', 'disable');
    expect({ ...disabled.json, user: without(disabled.json.user as RawObject, 'lastSignInAt') }).toEqual(responseExample(es, 'disableUser', 200, 'disabled'));
    expect((await s.call('/api/users/4410/disable', 'carlos.rincon@example.com', { company: COMPANY })).status).toBe(501);

    await s.at('2026-11-19T16:02:45-05:00');
    await s.sim.act('selfdeclarations', 'activate', { email: 'ana.gomez@example.com' });
    await s.at('2026-11-20T14:20:01-05:00');
    expect((await s.example('/api/users/4411/enable', 'enableUser', 'unlock')).json).toEqual(responseExample(es, 'enableUser', 200, 'enabled'));
    expect((await s.call('/api/users/search', 'ana.gomez@example.com', { company: COMPANY })).json.status).toMatchObject({ reason: 403, message: 'El usuario ana.gomez@example.com no tiene permiso para esta operación' });
  });

  it('reproduces the declaration 3051: draft, sent for authorization, authorized, submitted, paid, queried', async () => {
    const s = story();
    await companyAndUsers(s);
    await s.at('2026-11-19T16:02:45-05:00');
    await s.sim.act('selfdeclarations', 'activate', { email: 'ana.gomez@example.com' });

    await s.at('2026-11-20T14:30:01-05:00');
    expect((await s.example('/api/declarations', 'createDeclaration', 'draft')).json).toEqual(responseExample(es, 'createDeclaration', 200, 'created'));
    await s.at('2026-11-20T14:33:20-05:00');
    expect((await s.example('/api/declarations/3051/submit', 'submitDeclaration', 'sendForAuthorization')).json).toEqual(responseExample(es, 'submitDeclaration', 200, 'pendingAuthorization'));
    await s.at('2026-11-20T14:36:10-05:00');
    expect((await s.sim.act('selfdeclarations', 'authorize', { declarationId: 3051, email: 'ana.gomez@example.com' })).ok).toBe(true);
    await s.at('2026-11-20T14:37:01-05:00');
    const missing = await s.call('/api/declarations/3051/submit', 'ana.gomez@example.com', { returnUrl: 'https://tienda-andina.example.com/r', ipAddress: '203.0.113.10', userAgent: 'Mozilla/5.0' });
    expect(missing.json).toEqual(responseExample(es, 'submitDeclaration', 409, 'authorizationsMissing'));
    await s.at('2026-11-20T14:38:45-05:00');
    await s.sim.act('selfdeclarations', 'authorize', { declarationId: 3051, email: 'carlos.rincon@example.com' });
    await s.at('2026-11-20T14:40:01-05:00');
    expect((await s.example('/api/declarations/3051/submit', 'submitDeclaration', 'submit')).json).toEqual(responseExample(es, 'submitDeclaration', 200, 'submitted'));

    await s.at('2026-11-20T14:48:33-05:00');
    expect((await s.sim.act('selfdeclarations', 'pay', { declarationId: 3051, card: '4111 1111 1111 1111' })).ok).toBe(true);
    const [notification] = s.sim.takeNotifications();
    expect(JSON.parse(notification!.body)).toMatchObject({ requestId: 8415230, reference: 'DECL-3051', status: { status: 'APPROVED', reason: '00' } });
    await s.at('2026-11-20T14:49:01-05:00');
    expect((await s.example('/api/declarations/3051', 'getDeclaration', 'query')).json).toEqual(responseExample(es, 'getDeclaration', 200, 'paid'));
    await s.at('2026-11-20T14:50:01-05:00');
    expect((await s.example('/api/declarations/3051/pdf', 'declarationPdf', 'pdf')).status).toBe(501);

    await s.at('2026-11-20T15:10:01-05:00');
    const search = await s.example('/api/declarations/search', 'searchDeclarations', 'periods');
    const found = responseExample(es, 'searchDeclarations', 200, 'found');
    expect((search.json.declarations as RawObject[])[0]).toEqual((found.declarations as RawObject[])[0]);
    expect(search.json.pagination).toEqual({ page: 1, pageSize: 20, total: 1 });
  });

  it('refuses by the examples: period taken or open, amount zero, role, submitted twice; cancels a submitted one and expires its session', async () => {
    const s = story();
    await companyAndUsers(s);
    await s.sim.act('selfdeclarations', 'activate', { email: 'ana.gomez@example.com' });
    await s.at('2026-11-20T14:30:01-05:00');
    const draft = (period: string, total = 132000) => ({ declaration: { company: COMPANY, period, taxableBase: 11000000, amount: { currency: 'COP', total } } });
    expect((await s.call('/api/declarations', 'ana.gomez@example.com', draft('2026-09'))).json.declarationId).toBe(3051);
    expect((await s.call('/api/declarations', 'ana.gomez@example.com', draft('2026-09'))).json.status).toMatchObject({ reason: 409, message: 'Ya existe una declaración para el periodo 2026-09' });
    expect((await s.call('/api/declarations', 'ana.gomez@example.com', draft('2026-11'))).json.status).toMatchObject({ reason: 400, message: 'El periodo 2026-11 todavía no ha terminado' });
    expect((await s.call('/api/declarations', 'ana.gomez@example.com', draft('2026-08', 0))).json.status).toMatchObject({ reason: 400, message: 'El campo declaration.amount.total debe ser mayor que 0' });
    expect((await s.call('/api/declarations/3051/submit', 'carlos.rincon@example.com', { returnUrl: 'https://tienda-andina.example.com/r', ipAddress: '203.0.113.10', userAgent: 'Mozilla/5.0' })).json.status).toMatchObject({ reason: 403, message: 'El usuario carlos.rincon@example.com no tiene permiso para esta operación' });

    const submitBody = { returnUrl: 'https://tienda-andina.example.com/r', ipAddress: '203.0.113.10', userAgent: 'Mozilla/5.0' };
    await s.call('/api/declarations/3051/submit', 'ana.gomez@example.com', submitBody);
    await s.sim.act('selfdeclarations', 'authorize', { declarationId: 3051, email: 'ana.gomez@example.com' });
    expect(await s.sim.act('selfdeclarations', 'authorize', { declarationId: 3051, email: 'ana.gomez@example.com' })).toEqual({ ok: false, problem: 'alreadyAuthorized' });
    await s.sim.act('selfdeclarations', 'authorize', { declarationId: 3051, email: 'carlos.rincon@example.com' });
    const submitted = await s.call('/api/declarations/3051/submit', 'ana.gomez@example.com', submitBody);
    expect(submitted.json).toMatchObject({ declarationStatus: 'SUBMITTED', requestId: 8415230, expiration: '2026-11-20T15:00:01-05:00' });
    expect((await s.call('/api/declarations/3051/submit', 'ana.gomez@example.com', submitBody)).json.status).toMatchObject({ reason: 409, message: 'La declaración no está en borrador' });
    expect((await s.call('/api/declarations/3051/cancel', 'ana.gomez@example.com', { reason: 'Base gravable errada' })).status).toBe(403);
    expect((await s.call('/api/declarations/3051/cancel', 'carlos.rincon@example.com', { reason: 'Corta' })).json.status).toMatchObject({ reason: 400, message: 'El campo reason debe tener entre 10 y 200 caracteres' });

    // The session expires unpaid: REJECTED EX, the declaration still SUBMITTED; a new payment by AIO.
    await s.at('2026-11-20T15:00:01-05:00');
    const expired = await s.call('/api/declarations/3051', 'ana.gomez@example.com');
    expect(expired.json.declaration).toMatchObject({ declarationStatus: 'SUBMITTED', payment: { requestId: 8415230, status: { status: 'REJECTED', reason: 'EX', message: 'La sesión expiró sin un pago aprobado' } } });
    const again = await s.call('/api/payment-button', 'carlos.rincon@example.com', { declarationId: 3051, ...submitBody });
    expect(again.json).toMatchObject({ declarationStatus: 'SUBMITTED', requestId: 8415231 });

    await s.at('2026-11-20T15:05:01-05:00');
    const cancelled = await s.call('/api/declarations/3051/cancel', 'carlos.rincon@example.com', { reason: 'Base gravable errada' });
    expect(cancelled.json).toEqual({ ...responseExample(es, 'cancelDeclaration', 200, 'cancelled'), declarationId: 3051 });
    const query = await s.call('/api/declarations/3051', 'ana.gomez@example.com');
    expect(query.json.declaration).toMatchObject({ declarationStatus: 'CANCELLED', cancelledAt: '2026-11-20T15:05:01-05:00', cancelledBy: 'carlos.rincon@example.com', cancelReason: 'Base gravable errada', payment: { requestId: 8415231, status: { status: 'REJECTED', reason: 'CA' } } });
    expect((await s.call('/api/payment-button', 'ana.gomez@example.com', { declarationId: 3051, ...submitBody })).json.status).toMatchObject({ reason: 409, message: 'La declaración no está presentada' });
  });

  it('says a company this environment never had is a story made before (the example check reads the note)', async () => {
    const sim = createSimulator({ locale: 'es', apis: apis.es, facts, clock: fixedClock('2026-11-20T14:30:01-05:00') });
    const answer = await postJson(sim, `${HOST}/api/declarations`, await signed(requestExample(es, 'createDeclaration', 'draft')));
    expect(answer.status).toBe(403);
    expect(answer.notes).toContainEqual({ kind: 'rule', message: 'madeBefore: no company 900123456 in this environment' });
  });

  it('answers in English with the overlay examples', async () => {
    const en = sd('en');
    const s = story('en');
    expect((await s.example('/api/companies', 'registerCompany', 'register')).json).toEqual(responseExample(en, 'registerCompany', 200, 'registered'));
    await s.at('2026-11-18T09:03:12-05:00');
    await s.sim.act('selfdeclarations', 'activate', { email: 'carlos.rincon@example.com' });
    await s.at('2026-11-18T09:05:01-05:00');
    expect((await s.example('/api/companies/900123456', 'getCompany', 'query')).json).toEqual(responseExample(en, 'getCompany', 200, 'company'));
    expect((await s.call('/api/declarations', 'carlos.rincon@example.com', { declaration: { company: COMPANY, period: '2026-12', taxableBase: 1, amount: { currency: 'COP', total: 1 } } })).json.status).toMatchObject({ reason: 400, message: expect.stringMatching(/2026-12/) as unknown });
  });
});
