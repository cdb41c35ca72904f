import { isObject, pick, type RawObject } from '../../openapi/raw';
import { toHex, digest, utf8 } from '../../toolkit/bytes';
import { copy, jsonAnswer, objectAt, statusObject } from '../answers';
import type { SimApi } from '../api-data';
import { siteDate, siteDateTime } from '../clock';
import { numberFact, type OperationCall, type SimEnvironment } from '../environment';
import { statusMessages } from '../examples';
import { notSimulated, openSessionNote } from '../not-simulated';
import { notify } from '../notify';
import type { SimNote, SimResponse } from '../types';
import { exampleMessage } from '../words';
import { activeMember, companyOf, type Declaration, exampleValue, exampleWords, fail, FIRST, isAdministrator, type Member, nowDate, portal, roleRefused, type Session } from './portal-state';

/**
 * Declarations: a draft (`DRAFT`), sent for the authorizations its type requires
 * (`selfdeclarations.requiredAuthorizations`, given in the portal: the action `authorize`), then
 * `SUBMITTED` with a Web Checkout session of its own (`DECL-{declarationId}`, open
 * `selfdeclarations.paymentSessionMinutes`), `PAID` when that session's payment is approved (the
 * action `pay`), `CANCELLED` by an administrator. Each rule's refusal is the definition's example,
 * its period, number or counts replaced by this call's.
 */

type Outcome = { declaration: Declaration; member: Member } | { refused: SimResponse };

const MINUTE = 60_000;

/** `2026-10` → `2026-11-30`: the last day of the month `monthsAfter` months after the period. */
function dueDateOf(period: string, monthsAfter: number): string {
  const [year, month] = period.split('-').map(Number);
  return new Date(Date.UTC(year!, month! + monthsAfter, 0)).toISOString().slice(0, 10);
}

/** A declaration the acting user may see: the company's active member, and its declarant or an administrator. */
export function ownDeclaration(call: OperationCall, operationId: string): Outcome {
  const declaration = portal(call.env).declarations.get(Number(call.params.declarationId ?? call.body.declarationId));
  if (!declaration) return { refused: fail(404, exampleMessage(call.api, operationId, 404, 'notFound'), nowDate(call.env)) };
  const acting = activeMember(call, declaration.nit, operationId);
  if ('refused' in acting) return acting;
  if (declaration.body.declarant !== call.body.user && !isAdministrator(acting.member)) return { refused: roleRefused(call, operationId) };
  return { declaration, member: acting.member };
}

/** A new draft of `input` for the acting user, or the example's refusal. */
function createDraft(call: OperationCall, operationId: string, input: RawObject): Outcome {
  const { env, api } = call;
  const date = nowDate(env);
  const monthsAfter = numberFact(env, 'selfdeclarations', 'dueDateMonthsAfter');
  if (monthsAfter === undefined) return { refused: notSimulated(env.locale, `${api.api} ${operationId}`) };
  const nit = companyOf(call);
  const acting = activeMember(call, nit, operationId);
  if ('refused' in acting) return acting;
  const types = Array.isArray(acting.company.body.declarationTypes) ? acting.company.body.declarationTypes.map(String) : [];
  const type = typeof input.type === 'string' ? input.type : types.length === 1 ? types[0]! : undefined;
  if (type === undefined) return { refused: fail(400, exampleMessage(api, operationId, 400, 'type'), date) };
  if (!types.includes(type)) return { refused: notSimulated(env.locale, `${api.api} ${operationId}`, `declaration.type ${type}`) };
  const period = String(input.period);
  if (period >= siteDate(env.clock.now()).slice(0, 7)) return { refused: fail(400, exampleWords(api, operationId, 400, 'periodOpen', [['2026-12', period]]), date) };
  const all = [...portal(env).declarations.values()].filter((item) => item.nit === nit);
  const corrects = typeof input.correctsDeclarationId === 'number' ? input.correctsDeclarationId : undefined;
  if (corrects !== undefined) {
    const corrected = all.find((item) => item.body.declarationId === corrects);
    if (!corrected) return { refused: fail(404, exampleMessage(api, 'getDeclaration', 404, 'notFound'), date) };
    const number = [['3051', String(corrects)]] as const;
    if (corrected.body.type !== type || corrected.body.period !== period) return { refused: fail(400, exampleWords(api, operationId, 400, 'correction', number), date) };
    if (corrected.body.declarationStatus !== 'PAID') return { refused: fail(409, exampleWords(api, operationId, 409, 'notPaid', number), date) };
    if (all.some((item) => item.body.correctsDeclarationId === corrects && ['DRAFT', 'SUBMITTED'].includes(String(item.body.declarationStatus)))) return { refused: fail(409, exampleWords(api, operationId, 409, 'openCorrection', number), date) };
  } else if (all.some((item) => item.body.type === type && item.body.period === period && item.body.declarationStatus !== 'CANCELLED' && item.body.correctsDeclarationId === undefined)) {
    const example = String(objectAt(exampleValue(api, operationId, 409, 'periodTaken'), 'status')?.message);
    return { refused: fail(409, example.replace(/\d{4}-\d{2}/, period), date) };
  }
  const declarationId = env.nextId('selfdeclarations.declarationId', FIRST.declarationId);
  const company = acting.company.body;
  const body: RawObject = {
    declarationId,
    declarationStatus: 'DRAFT',
    type,
    company: { documentType: company.documentType, document: company.document, name: company.name },
    period,
    dueDate: dueDateOf(period, monthsAfter),
    taxableBase: input.taxableBase,
    amount: copy(input.amount),
    ...(Array.isArray(input.lines) ? { lines: copy(input.lines) } : {}),
    declarant: call.body.user,
    ...(corrects !== undefined ? { correctsDeclarationId: corrects } : {}),
    createdAt: date,
  };
  const declaration: Declaration = { site: call.site, nit: String(nit), body, sessions: [] };
  portal(env).declarations.set(declarationId, declaration);
  return { declaration, member: acting.member };
}

export async function createDeclaration(call: OperationCall) {
  const made = createDraft(call, 'createDeclaration', objectAt(call.body, 'declaration') ?? {});
  if ('refused' in made) return made.refused;
  return jsonAnswer(200, { status: statusObject('OK', '00', exampleMessage(call.api, 'createDeclaration', 200, 'created'), nowDate(call.env)), declarationId: made.declaration.body.declarationId, declarationStatus: 'DRAFT' });
}

/** The first session's `processUrl` is the example's; the next ones a hash of their own, as Web Checkout's. */
async function processUrl(call: OperationCall, requestId: number): Promise<string> {
  const example = String(objectAt({ value: exampleValue(call.api, 'submitDeclaration', 200, 'submitted') }, 'value')?.processUrl);
  if (requestId === FIRST.requestId) return call.env.urlFor(example);
  const hash = toHex(await digest('SHA-256', utf8(`${requestId} ${call.site.login} ${call.env.clock.now().getTime()}`))).slice(0, 32);
  return call.env.urlFor(example.replace(/\/session\/\d+\/[0-9a-f]+$/, `/session/${requestId}/${hash}`));
}

const inProgress = (declaration: Declaration) => declaration.sessions.some((session) => session.settles !== undefined);

/**
 * Submits a draft (or, with AIO, opens a new payment of a `SUBMITTED` one): sends it for
 * authorization the first time its type requires them, refuses while they are missing, else
 * `SUBMITTED` and a new session. The words are `operationId`'s examples.
 */
async function submit(call: OperationCall, operationId: 'submitDeclaration' | 'paymentButton', declaration: Declaration): Promise<SimResponse> {
  const { env, api } = call;
  const date = nowDate(env);
  const required = numberFact(env, 'selfdeclarations', 'requiredAuthorizations');
  const minutes = numberFact(env, 'selfdeclarations', 'paymentSessionMinutes');
  if (required === undefined || minutes === undefined) return notSimulated(env.locale, `${api.api} ${operationId}`);
  const body = declaration.body;
  const conflict = (name: string) => fail(409, exampleMessage(api, operationId, 409, name), date);
  const pendingExample = operationId === 'submitDeclaration' ? 'pendingAuthorization' : 'newDeclaration';
  const submittedExample = operationId === 'submitDeclaration' ? 'submitted' : 'existingDeclaration';
  if (body.declarationStatus === 'PAID') return operationId === 'submitDeclaration' ? conflict('notDraft') : conflict('paid');
  if (body.declarationStatus === 'CANCELLED') return operationId === 'submitDeclaration' ? conflict('notDraft') : conflict('notSubmitted');
  if (body.declarationStatus === 'SUBMITTED') {
    if (operationId === 'submitDeclaration') return conflict('notDraft');
    if (inProgress(declaration)) return conflict('inProgress');
  } else if (required > 0) {
    const authorizations = objectAt(body, 'authorizations');
    if (!authorizations) {
      if (operationId === 'paymentButton' && call.body.declarationId !== undefined) return conflict('notSubmitted');
      body.authorizations = { required, given: 0, signers: [] };
      const url = String(objectAt({ value: exampleValue(api, operationId, 200, pendingExample) }, 'value')?.authorizationUrl).replace(/\d+$/, String(body.declarationId));
      return jsonAnswer(200, { status: statusObject('OK', '00', exampleMessage(api, operationId, 200, pendingExample), date), declarationId: body.declarationId, declarationStatus: 'DRAFT', authorizations: copy(body.authorizations), authorizationUrl: url });
    }
    if (Number(authorizations.given) < required) return fail(409, exampleMessage(api, operationId, 409, 'authorizationsMissing').replace(/\((\d+) (\S+) (\d+)\)/, `(${String(authorizations.given)} $2 ${String(required)})`), date);
  }
  if (body.declarationStatus === 'DRAFT') Object.assign(body, { declarationStatus: 'SUBMITTED', submittedAt: date });
  const requestId = env.nextId('selfdeclarations.requestId', FIRST.requestId);
  const expiresAt = env.clock.now().getTime() + minutes * MINUTE;
  declaration.sessions.unshift({ requestId, status: pendingStatus(api, date), expiresAt, attempts: 0 });
  return jsonAnswer(200, { status: statusObject('OK', '00', exampleMessage(api, operationId, 200, submittedExample), date), declarationId: body.declarationId, declarationStatus: 'SUBMITTED', requestId, processUrl: await processUrl(call, requestId), expiration: siteDateTime(new Date(expiresAt)) });
}

/** An open session's status: the pages give it no reason or words, so, as Web Checkout's, `"00"` with an accepted request's words and a note. */
const pendingStatus = (api: SimApi, date: string) => statusObject('PENDING', '00', exampleMessage(api, 'getCompany', 200, 'company'), date);

export async function submitDeclaration(call: OperationCall) {
  const found = ownDeclaration(call, 'submitDeclaration');
  if ('refused' in found) return found.refused;
  // Only the draft's declarant submits it.
  if (found.declaration.body.declarant !== call.body.user) return roleRefused(call, 'submitDeclaration');
  return submit(call, 'submitDeclaration', found.declaration);
}

export async function paymentButton(call: OperationCall) {
  if (isObject(call.body.declaration)) {
    const made = createDraft(call, 'paymentButton', call.body.declaration);
    if ('refused' in made) return made.refused;
    return submit(call, 'paymentButton', made.declaration);
  }
  const found = ownDeclaration(call, 'paymentButton');
  if ('refused' in found) return found.refused;
  return submit(call, 'paymentButton', found.declaration);
}

export async function cancelDeclaration(call: OperationCall, apis: readonly SimApi[]) {
  const found = ownDeclaration(call, 'cancelDeclaration');
  if ('refused' in found) return found.refused;
  const { env, api } = call;
  const date = nowDate(env);
  if (!isAdministrator(found.member)) return roleRefused(call, 'cancelDeclaration');
  const body = found.declaration.body;
  const conflict = (name: string) => fail(409, exampleMessage(api, 'cancelDeclaration', 409, name), date);
  if (body.declarationStatus === 'PAID') return conflict('paid');
  if (body.declarationStatus !== 'SUBMITTED') return conflict('notSubmitted');
  if (inProgress(found.declaration)) return conflict('inProgress');
  Object.assign(body, { declarationStatus: 'CANCELLED', cancelledAt: date, cancelledBy: call.body.user, cancelReason: call.body.reason });
  const open = found.declaration.sessions.find((session) => session.status.status === 'PENDING');
  if (open) await closeSession(env, api, apis, found.declaration, open, 'CA', date);
  return jsonAnswer(200, { status: statusObject('OK', '00', exampleMessage(api, 'cancelDeclaration', 200, 'cancelled'), date), declarationId: body.declarationId, declarationStatus: 'CANCELLED' });
}

/** The declaration as the query shows it: its latest session as `payment`. */
export function declarationView(declaration: Declaration): RawObject {
  const [latest] = declaration.sessions;
  return { ...copy(declaration.body), ...(latest ? { payment: { requestId: latest.requestId, reference: `DECL-${String(declaration.body.declarationId)}`, status: copy(latest.status), ...copy(latest.payment ?? {}) } } : {}) };
}

const openNotes = (call: OperationCall, declaration: Declaration): SimNote[] => (declaration.sessions[0]?.status.status === 'PENDING' ? [openSessionNote(call.env.locale)] : []);

export async function getDeclaration(call: OperationCall) {
  const found = ownDeclaration(call, 'getDeclaration');
  if ('refused' in found) return found.refused;
  return jsonAnswer(200, { status: statusObject('OK', '00', exampleMessage(call.api, 'getDeclaration', 200, 'paid'), nowDate(call.env)), declaration: declarationView(found.declaration) }, openNotes(call, found.declaration));
}

export async function searchDeclarations(call: OperationCall) {
  const { env, api, body } = call;
  const nit = companyOf(call);
  const acting = activeMember(call, nit, 'searchDeclarations');
  if ('refused' in acting) return acting.refused;
  const filters = objectAt(body, 'filters') ?? {};
  const summary = Object.keys(objectAt(objectAt(objectAt(objectAt(api.document, 'components'), 'schemas'), 'DeclarationSummary'), 'properties') ?? {});
  const within = (value: unknown, from: unknown, to: unknown) => (from === undefined || String(value) >= String(from)) && (to === undefined || String(value) <= String(to));
  const found = [...portal(env).declarations.values()]
    .filter((item) => item.nit === nit && (isAdministrator(acting.member) || item.body.declarant === body.user))
    .map((item) => item.body)
    .filter((item) => within(item.period, filters.periodFrom, filters.periodTo))
    .filter((item) => !Array.isArray(filters.statuses) || filters.statuses.includes(item.declarationStatus))
    .filter((item) => filters.declarant === undefined || item.declarant === filters.declarant)
    .filter((item) => (filters.submittedFrom === undefined && filters.submittedTo === undefined) || (item.submittedAt !== undefined && within(String(item.submittedAt).slice(0, 10), filters.submittedFrom, filters.submittedTo)))
    .sort((a, b) => String(b.period).localeCompare(String(a.period)) || Number(b.declarationId) - Number(a.declarationId));
  const page = typeof body.page === 'number' ? body.page : 1;
  const pageSize = typeof body.pageSize === 'number' ? body.pageSize : 20;
  const declarations = found.slice((page - 1) * pageSize, page * pageSize).map((item) => pick(copy(item), summary));
  return jsonAnswer(200, { status: statusObject('OK', '00', exampleMessage(api, 'searchDeclarations', 200, 'found'), nowDate(env)), declarations, pagination: { page, pageSize, total: found.length } });
}

export async function declarationPdf(call: OperationCall) {
  const found = ownDeclaration(call, 'declarationPdf');
  if ('refused' in found) return found.refused;
  if (found.declaration.body.declarationStatus === 'DRAFT') return fail(409, exampleMessage(call.api, 'declarationPdf', 409, 'draft'), nowDate(call.env));
  return notSimulated(call.env.locale, `${call.api.api} declarationPdf`, 'the PDF file');
}

/** A session's final words: this definition's examples', else Web Checkout's (`REJECTED` `CA`, `AL`). */
function sessionWords(api: SimApi, apis: readonly SimApi[], status: string, reason: string): string | undefined {
  const checkout = apis.find((candidate) => candidate.api === 'checkout');
  return statusMessages(api.document).get(`${status}|${reason}`) ?? (checkout ? statusMessages(checkout.document).get(`${status}|${reason}`) : undefined);
}

/**
 * A session ends (`APPROVED`, `REJECTED` with `EX`, `AL` or `CA`): the declaration is `PAID` when
 * approved, and the site gets Web Checkout's session notification when that API is loaded. Words
 * the definitions lack leave the session as it was.
 */
export async function closeSession(env: SimEnvironment, api: SimApi, apis: readonly SimApi[], declaration: Declaration, session: Session, reason: string, date: string): Promise<void> {
  const status = reason === '00' ? 'APPROVED' : 'REJECTED';
  const words = sessionWords(api, apis, status, reason);
  if (words === undefined) return;
  session.status = statusObject(status, reason, words, date);
  if (status === 'APPROVED') Object.assign(declaration.body, { declarationStatus: 'PAID', paidAt: date });
  const checkout = apis.find((candidate) => candidate.api === 'checkout');
  if (checkout) {
    await notify(env, checkout, 'sessionStatus', { requestId: session.requestId, reference: `DECL-${String(declaration.body.declarationId)}`, status: copy(session.status) }, declaration.site, undefined, date);
  }
}
