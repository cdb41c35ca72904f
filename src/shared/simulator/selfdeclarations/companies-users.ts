import { isObject, type RawObject, without } from '../../openapi/raw';
import { copy, jsonAnswer, statusObject } from '../answers';
import type { OperationCall } from '../environment';
import { notSimulated } from '../not-simulated';
import { exampleMessage } from '../words';
import { activeMember, type Company, companyOf, fail, FIRST, isAdministrator, type Member, nowDate, portal, roleRefused, userView } from './portal-state';

/**
 * Companies and their users: register a company with its first administrator (`INVITED` until the
 * portal's invitation is accepted, the action `activate`), query and update it (any active user;
 * an administrator), create, list, disable and enable users (an administrator).
 */

const ok = (call: OperationCall, operationId: string, example: string, rest: RawObject) => jsonAnswer(200, { status: statusObject('OK', '00', exampleMessage(call.api, operationId, 200, example), nowDate(call.env)), ...rest });

/** A person's `userId`, the same in every company (one email, one user). */
function userIdOf(call: OperationCall, email: string): number {
  const ids = portal(call.env).userIds;
  const known = ids.get(email);
  if (known !== undefined) return known;
  const id = call.env.nextId('selfdeclarations.userId', FIRST.userId);
  ids.set(email, id);
  return id;
}

/** The person's status where they already belong (an accountant of another company keeps it), else `INVITED`. */
function statusElsewhere(call: OperationCall, email: string): string {
  for (const company of portal(call.env).companies.values()) {
    const status = company.members.get(email)?.user.userStatus;
    if (status === 'ACTIVE' || status === 'LOCKED') return String(status);
  }
  return 'INVITED';
}

function newMember(call: OperationCall, person: RawObject, date: string): Member {
  const email = String(person.email);
  const { email: _email, ...rest } = without(copy(person), 'role', 'position', 'signer', 'professionalCard');
  void _email;
  return { user: { userId: userIdOf(call, email), email, ...rest, role: person.role ?? 'ADMINISTRATOR', position: person.position, signer: person.signer, professionalCard: person.professionalCard, userStatus: statusElsewhere(call, email), createdAt: date } };
}

export async function registerCompany(call: OperationCall) {
  const { env, api, body, site } = call;
  const date = nowDate(env);
  const input = isObject(body.company) ? body.company : {};
  const nit = String(input.document);
  if (portal(env).companies.has(nit)) return fail(409, exampleMessage(api, 'registerCompany', 409, 'duplicate'), date);
  const company: Company = { site, body: { ...copy(input), companyStatus: 'ACTIVE', createdAt: date }, members: new Map() };
  // The first administrator is the company's legal representative and a signer (content guide, Invitation; the registration example).
  const administrator = newMember(call, { ...(isObject(body.administrator) ? body.administrator : {}), role: 'ADMINISTRATOR', position: 'LEGAL_REPRESENTATIVE', signer: true }, date);
  company.members.set(String(administrator.user.email), administrator);
  portal(env).companies.set(nit, company);
  return ok(call, 'registerCompany', 'registered', { company: copy(company.body), administrator: userView(administrator) });
}

/** The company of the path (404 in the operation's words) and its active member acting. */
function pathCompany(call: OperationCall, operationId: string) {
  const nit = companyOf(call);
  const company = nit === undefined ? undefined : portal(call.env).companies.get(nit);
  if (!company) return { refused: fail(404, exampleMessage(call.api, operationId, 404, 'notFound'), nowDate(call.env)) };
  return activeMember(call, nit, operationId);
}

export async function getCompany(call: OperationCall) {
  const acting = pathCompany(call, 'getCompany');
  if ('refused' in acting) return acting.refused;
  return ok(call, 'getCompany', 'company', { company: copy(acting.company.body) });
}

export async function updateCompany(call: OperationCall) {
  const acting = pathCompany(call, 'updateCompany');
  if ('refused' in acting) return acting.refused;
  if (!isAdministrator(acting.member)) return roleRefused(call, 'updateCompany');
  Object.assign(acting.company.body, copy(isObject(call.body.company) ? call.body.company : {}));
  return ok(call, 'updateCompany', 'updated', { company: copy(acting.company.body) });
}

/** The acting administrator of the request's company, or the refusal. */
function administrator(call: OperationCall, operationId: string) {
  const acting = activeMember(call, companyOf(call), operationId);
  if ('refused' in acting) return acting;
  return isAdministrator(acting.member) ? acting : { refused: roleRefused(call, operationId) };
}

export async function createUser(call: OperationCall) {
  const acting = administrator(call, 'createUser');
  if ('refused' in acting) return acting.refused;
  const person = isObject(call.body.newUser) ? call.body.newUser : {};
  if (acting.company.members.has(String(person.email))) return fail(409, exampleMessage(call.api, 'createUser', 409, 'duplicate'), nowDate(call.env));
  const member = newMember(call, person, nowDate(call.env));
  acting.company.members.set(String(person.email), member);
  return ok(call, 'createUser', 'created', { user: userView(member) });
}

export async function searchUsers(call: OperationCall) {
  const acting = administrator(call, 'searchUsers');
  if ('refused' in acting) return acting.refused;
  const filters = isObject(call.body.filters) ? call.body.filters : {};
  const users = [...acting.company.members.values()]
    .filter((member) => (filters.role === undefined || member.user.role === filters.role) && (filters.userStatus === undefined || member.user.userStatus === filters.userStatus))
    .sort((a, b) => String(a.user.email).localeCompare(String(b.user.email)))
    .map(userView);
  return ok(call, 'searchUsers', 'users', { users });
}

function targetUser(call: OperationCall, company: Company): Member | undefined {
  return [...company.members.values()].find((member) => member.user.userId === Number(call.params.userId));
}

export async function disableUser(call: OperationCall) {
  const acting = administrator(call, 'disableUser');
  if ('refused' in acting) return acting.refused;
  const date = nowDate(call.env);
  const target = targetUser(call, acting.company);
  if (!target) return fail(404, exampleMessage(call.api, 'disableUser', 404, 'notFound'), date);
  // "Never themselves": the pages give no words for it.
  if (target === acting.member) return notSimulated(call.env.locale, `${call.api.api} disableUser`, 'the acting administrator');
  const activeAdministrators = [...acting.company.members.values()].filter((member) => isAdministrator(member) && member.user.userStatus === 'ACTIVE');
  if (isAdministrator(target) && target.user.userStatus === 'ACTIVE' && activeAdministrators.length === 1) return fail(409, exampleMessage(call.api, 'disableUser', 409, 'lastAdministrator'), date);
  target.user.userStatus = 'DISABLED';
  return ok(call, 'disableUser', 'disabled', { user: userView(target) });
}

export async function enableUser(call: OperationCall) {
  const acting = administrator(call, 'enableUser');
  if ('refused' in acting) return acting.refused;
  const target = targetUser(call, acting.company);
  if (!target) return fail(404, exampleMessage(call.api, 'enableUser', 404, 'notFound'), nowDate(call.env));
  // An invited user stays invited: only the invitation activates the account.
  if (target.user.userStatus === 'DISABLED' || target.user.userStatus === 'LOCKED') target.user.userStatus = 'ACTIVE';
  return ok(call, 'enableUser', 'enabled', { user: userView(target) });
}
