import { isObject } from '../../openapi/raw';
import { compactNumber } from '../../test-cards/cards';
import { copy, failedBody, jsonAnswer, objectAt } from '../answers';
import type { SimApi, SimOperation } from '../api-data';
import { cardAttempt, cardMethod } from '../card-attempt';
import { siteDateTime } from '../clock';
import type { ApiModel, ModelAction, SimEnvironment } from '../environment';
import type { SchemaProblem } from '../request-validation';
import type { SimNote } from '../types';
import { exampleMessage, fillIn } from '../words';
import { createUser, disableUser, enableUser, getCompany, registerCompany, searchUsers, updateCompany } from './companies-users';
import { cancelDeclaration, closeSession, createDeclaration, declarationPdf, getDeclaration, paymentButton, searchDeclarations, submitDeclaration } from './declarations';
import { FIRST, nowDate, portal } from './portal-state';

/**
 * Selfdeclarations (openapi/selfdeclarations, content guide "Selfdeclarations") in the simulated
 * environment: companies and their users, declarations from draft to paid or cancelled, the role of
 * `user` deciding what is allowed (the definition's 403s). What the portal does and no API operation
 * does are actions: `activate` (a user accepts the invitation and signs in), `authorize` (a signer
 * authorizes a declaration with their password), `pay` (the payer pays the declaration's session
 * with a test card, the card outcome code Web Checkout and Payment Links use).
 */

/** A user accepts the invitation and signs in: `{ "email": "carlos.rincon@example.com" }` (every company where invited). */
const activate: ModelAction = async (env, input) => {
  const members = [...portal(env).companies.values()].flatMap((company) => [...company.members.values()]).filter((member) => member.user.email === input.email);
  if (members.length === 0) return { ok: false, problem: 'unknownUser' };
  const date = nowDate(env);
  for (const member of members) {
    if (member.user.userStatus === 'INVITED') member.user.userStatus = 'ACTIVE';
    member.user.lastSignInAt = date;
  }
  return { ok: true, value: copy(members[0]!.user) };
};

/** A signer authorizes a declaration sent for authorization: `{ "declarationId": 3051, "email": "ana.gomez@example.com" }`. */
const authorize: ModelAction = async (env, input) => {
  const declaration = portal(env).declarations.get(Number(input.declarationId));
  if (!declaration) return { ok: false, problem: 'unknownDeclaration' };
  const authorizations = objectAt(declaration.body, 'authorizations');
  if (declaration.body.declarationStatus !== 'DRAFT' || !authorizations) return { ok: false, problem: 'notSentForAuthorization' };
  const member = portal(env).companies.get(declaration.nit)?.members.get(String(input.email));
  if (!member || member.user.userStatus !== 'ACTIVE' || member.user.signer !== true) return { ok: false, problem: 'notASigner' };
  const signers = Array.isArray(authorizations.signers) ? authorizations.signers.filter(isObject) : [];
  if (signers.some((signer) => signer.email === input.email)) return { ok: false, problem: 'alreadyAuthorized' };
  if (Number(authorizations.given) >= Number(authorizations.required)) return { ok: false, problem: 'complete' };
  signers.push({ email: member.user.email, name: `${String(member.user.name)} ${String(member.user.surname)}`, position: member.user.position, authorizedAt: nowDate(env) });
  Object.assign(authorizations, { given: signers.length, signers });
  return { ok: true, value: copy(authorizations) };
};

/** The payer pays the declaration's open session: `{ "declarationId": 3051, "card": "4111111111111111", "otp": "123456" }`. */
const pay =
  (api: SimApi, apis: readonly SimApi[]): ModelAction =>
  async (env, input) => {
    const declaration = portal(env).declarations.get(Number(input.declarationId));
    const session = declaration?.sessions[0];
    if (!declaration || !session) return { ok: false, problem: 'unknownDeclaration' };
    if (session.status.status !== 'PENDING' || session.expiresAt <= env.clock.now().getTime()) return { ok: false, problem: 'sessionClosed' };
    if (session.settles) return { ok: false, problem: 'paymentInProgress' };
    const number = compactNumber(String(input.card ?? ''));
    const attempt = cardAttempt(number, env.locale, typeof input.otp === 'string' && input.otp !== '' ? input.otp : undefined);
    if (!attempt.ok) return attempt;
    const date = nowDate(env);
    const approved = attempt.result.status === 'APPROVED';
    session.payment = {
      internalReference: env.nextId('selfdeclarations.internalReference', FIRST.internalReference),
      authorization: approved ? String(env.nextId('selfdeclarations.authorization', FIRST.authorization)) : attempt.result.status === 'REJECTED' ? '' : null,
      receipt: String(env.nextId('selfdeclarations.receipt', FIRST.receipt)),
      paymentMethod: cardMethod(attempt.card).paymentMethod,
    };
    if (attempt.then) session.settles = { at: env.clock.now().getTime() + attempt.then.afterSeconds * 1000, result: attempt.then.result };
    else if (approved) await closeSession(env, api, apis, declaration, session, '00', date);
    else {
      session.attempts += 1;
      if (session.attempts >= declaration.site.attemptsLimit) await closeSession(env, api, apis, declaration, session, 'AL', date);
    }
    return { ok: true, value: { payment: copy(session.payment), session: copy(session.status), result: { status: attempt.result.status, reason: attempt.result.reason, message: attempt.result.message } } };
  };

async function tick(env: SimEnvironment, api: SimApi, apis: readonly SimApi[]) {
  const now = env.clock.now().getTime();
  for (const declaration of portal(env).declarations.values()) {
    for (const session of declaration.sessions) {
      if (session.settles && session.settles.at <= now) {
        const { at, result } = session.settles;
        delete session.settles;
        if (session.payment) session.payment.authorization = result.status === 'APPROVED' ? String(env.nextId('selfdeclarations.authorization', FIRST.authorization)) : '';
        // A pending payment the bank rejects leaves the session open for another try.
        if (result.status === 'APPROVED') await closeSession(env, api, apis, declaration, session, '00', siteDateTime(new Date(at)));
      }
      if (session.status.status === 'PENDING' && !session.settles && session.expiresAt <= now) await closeSession(env, api, apis, declaration, session, 'EX', siteDateTime(new Date(session.expiresAt)));
    }
  }
}

/**
 * A request its schema refuses, in the examples' words where they are the rule's own: a NIT or a
 * document of the wrong format for its type, an amount of zero, a cancellation reason's length;
 * every other field as every API names it.
 */
function badRequest(api: SimApi) {
  return (env: SimEnvironment, operation: SimOperation, body: unknown, problems: readonly SchemaProblem[], notes: readonly SimNote[]) => {
    const date = nowDate(env);
    const problem = problems[0]!;
    const answer = (message: string) => jsonAnswer(400, failedBody(400, message, date), [...notes]);
    const documentAt = /^\/(company|newUser)\/document$/.exec(problem.pointer)?.[1];
    if (documentAt && problem.keyword === 'pattern') {
      const type = String(objectAt(objectAt({ body }, 'body'), documentAt)?.documentType);
      return answer(fillIn(exampleMessage(api, 'registerCompany', 400, 'nit'), [['company.document', `${documentAt}.document`], ['NIT', type]]));
    }
    if (/\/amount\/total$/.test(problem.pointer) && /inimum/.test(problem.keyword)) return answer(fillIn(exampleMessage(api, 'createDeclaration', 400, 'amount'), [['declaration.amount.total', problem.pointer.slice(1).replace(/\//g, '.')]]));
    if (problem.pointer === '/reason' && operation.operationId === 'cancelDeclaration') return answer(exampleMessage(api, 'cancelDeclaration', 400, 'reason'));
    return answer(notes[0]!.message);
  };
}

export function selfdeclarationsModel(api: SimApi, apis: readonly SimApi[]): ApiModel {
  return {
    api: api.api,
    handlers: { registerCompany, getCompany, updateCompany, createUser, searchUsers, disableUser, enableUser, createDeclaration, submitDeclaration, paymentButton, cancelDeclaration: (call) => cancelDeclaration(call, apis), getDeclaration, searchDeclarations, declarationPdf },
    actions: { activate, authorize, pay: pay(api, apis) },
    badRequest: badRequest(api),
    tick: (env) => tick(env, api, apis),
  };
}
