import type { RawObject } from '../../openapi/raw';
import { failedBody, jsonAnswer, objectAt } from '../answers';
import type { SimApi } from '../api-data';
import { siteDateTime } from '../clock';
import type { OperationCall, SimEnvironment } from '../environment';
import { responseExamples } from '../examples';
import { modelState } from '../model-state';
import type { CardResult } from '../card-outcome';
import type { SimSite } from '../site';
import type { SimNote, SimResponse } from '../types';
import { exampleMessage, fillIn, findOperation } from '../words';

/**
 * Selfdeclarations' portal as the simulated environment keeps it (content guide, Selfdeclarations):
 * companies by `NIT`, their users (one email, one `userId`, one role per company, a status per
 * company), and the declarations with their payment sessions. What the role of `user` allows is the
 * content guide's table; a refusal is the definition's 403 example with this call's email or NIT.
 */

export interface Member {
  user: RawObject;
}

export interface Company {
  site: SimSite;
  body: RawObject;
  /** By email. */
  members: Map<string, Member>;
}

export interface Session {
  requestId: number;
  status: RawObject;
  expiresAt: number;
  attempts: number;
  payment?: RawObject;
  settles?: { at: number; result: CardResult };
}

export interface Declaration {
  site: SimSite;
  nit: string;
  body: RawObject;
  sessions: Session[];
}

export interface Portal {
  companies: Map<string, Company>;
  /** One email, one `userId`, whatever companies the person belongs to. */
  userIds: Map<string, number>;
  declarations: Map<number, Declaration>;
}

export const portal = modelState<Portal>(() => ({ companies: new Map(), userIds: new Map(), declarations: new Map() }));

/** The examples' first identifiers: user 4410 (the first administrator), declaration 3051, its session 8415230 and payment 51236012, "842951", "641302". */
export const FIRST = { userId: 4410, declarationId: 3051, requestId: 8415230, internalReference: 51236012, authorization: 842951, receipt: 641302 } as const;

export const nowDate = (env: SimEnvironment) => siteDateTime(env.clock.now());
export const fail = (status: number, message: string, date: string, notes: SimNote[] = []) => jsonAnswer(status, failedBody(status, message, date), notes);

/** An example's whole value, by operation, status and name. */
export const exampleValue = (api: SimApi, operationId: string, status: number, name: string): unknown => responseExamples(api.document, findOperation(api, operationId), status).get(name);

/** The NIT a request names: the path's `document`, `company`, `declaration.company` or `filters.company`. */
export function companyOf(call: OperationCall): string | undefined {
  const { body, params } = call;
  if (typeof params.document === 'string') return params.document;
  const ref = objectAt(body, 'company') ?? objectAt(objectAt(body, 'declaration'), 'company') ?? objectAt(objectAt(body, 'filters'), 'company');
  return typeof ref?.document === 'string' ? ref.document : undefined;
}

export const isAdministrator = (member: Member | undefined) => member?.user.role === 'ADMINISTRATOR';

/**
 * The acting `user`, `ACTIVE` in the company, or the 403 `notMember` in the example's words. A
 * company or user this environment never had is said in a note too: the example check reads it as
 * a story made before the request (a fresh environment has no companies).
 */
export function activeMember(call: OperationCall, nit: string | undefined, operationId: string): { member: Member; company: Company } | { refused: SimResponse } {
  const { env, api } = call;
  const company = nit === undefined ? undefined : portal(env).companies.get(nit);
  const email = typeof call.body.user === 'string' ? call.body.user : '';
  const member = company?.members.get(email);
  if (company && member && member.user.userStatus === 'ACTIVE') return { member, company };
  const example = objectAt(exampleValue(api, operationId, 403, 'notMember'), 'status');
  const message = fillIn(String(example?.message), [['900123456', nit ?? '']]);
  const notes: SimNote[] = company && portal(env).userIds.has(email) ? [] : [{ kind: 'rule', message: `madeBefore: ${company ? 'no user' : 'no company'} ${company ? email : (nit ?? '')} in this environment` }];
  return { refused: fail(403, message, nowDate(env), notes) };
}

/** The 403 `role` in the example's words, naming this user. */
export function roleRefused(call: OperationCall, operationId: string): SimResponse {
  const message = objectAt(exampleValue(call.api, operationId, 403, 'role'), 'status')?.message;
  return fail(403, fillIn(String(message), [['ana.gomez@example.com', String(call.body.user)]]), nowDate(call.env));
}

/** A 409 or 400 example's words with the example's value replaced (`2026-10` by this period, `3051` by this declaration). */
export const exampleWords = (api: SimApi, operationId: string, status: number, name: string, replacements: ReadonlyArray<readonly [string, string]> = []) => fillIn(exampleMessage(api, operationId, status, name), replacements);

/** A user as the API shows it (without a field it has no value for). */
export const userView = (member: Member) => Object.fromEntries(Object.entries(member.user).filter(([, value]) => value !== undefined));

