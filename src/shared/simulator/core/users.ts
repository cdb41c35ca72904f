import { isObject, type RawObject } from '../../openapi/raw';
import { copy } from '../answers';
import { parseInstant, siteDateTime } from '../clock';
import type { AdministratorCall, AdministratorHandler, ModelAction, SimEnvironment } from '../environment';
import { numberFact } from '../environment';
import { notSimulated } from '../not-simulated';
import { contains, coreState, failAnswer, merchantIn, notFound, nowText, okAnswer, paged, userIn } from './core-state';

/**
 * Panel users (/core/reference/user): invited `INVITED` with an invitation valid
 * `core.invitationHours`; the user accepts it and signs in (the action `signIn`: `ACTIVE`,
 * `lastLoginAt`); `INACTIVE` cannot sign in and keeps its roles. One role per site, sites of the
 * user's merchant only; an email belongs to one user; the merchant always keeps an active
 * `ADMINISTRATOR` once it has one (409 to the change that would leave none).
 */

const FIRST_USER_ID = 7410;
const HOUR = 3_600_000;
/** The definition's default `locale` of an invitation (`UserInput.locale`: "`es_CO` (por defecto)"). */
const DEFAULT_LOCALE = 'es_CO';

const rolesOf = (value: unknown): RawObject[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** The first problem of a roles list: a site twice (400 `twice`), a site of another merchant (400 `site`). */
function rolesProblem(call: AdministratorCall, merchantId: number, roles: RawObject[]) {
  const seen = new Set<number>();
  for (const { siteId } of roles) {
    if (seen.has(Number(siteId))) return failAnswer(call, 400, 'twice', [['3311', String(siteId)]], 'setUserRoles');
    seen.add(Number(siteId));
    if (coreState(call.env).sites.get(Number(siteId))?.record.merchantId !== merchantId) return failAnswer(call, 400, 'site', [['4410', String(siteId)], ['1207', String(merchantId)]], 'inviteUser');
  }
  return undefined;
}

const activeAdministrators = (env: SimEnvironment, merchantId: unknown, instead?: RawObject) =>
  [...coreState(env).users.values()]
    .map((user) => (instead && user.userId === instead.userId ? instead : user))
    .filter((user) => user.merchantId === merchantId && user.userStatus === 'ACTIVE' && rolesOf(user.roles).some((role) => role.role === 'ADMINISTRATOR')).length;

/** Whether changing `user` to `changed` would leave its merchant, which has an active administrator, without one. */
const leavesNoAdministrator = (env: SimEnvironment, user: RawObject, changed: RawObject) => activeAdministrators(env, user.merchantId) > 0 && activeAdministrators(env, user.merchantId, changed) === 0;

function invitationEnd(call: AdministratorCall): string | undefined {
  const hours = numberFact(call.env, 'core', 'invitationHours');
  return hours === undefined ? undefined : siteDateTime(new Date(call.env.clock.now().getTime() + hours * HOUR));
}

const inviteUser: AdministratorHandler = async (call) => {
  const input = isObject(call.body.user) ? call.body.user : {};
  const merchant = merchantIn(call, input.merchantId);
  if (!merchant) return notFound(call, 'merchant');
  const merchantId = Number(merchant.record.merchantId);
  const roles = rolesOf(input.roles);
  const problem = rolesProblem(call, merchantId, roles);
  if (problem) return problem;
  const users = coreState(call.env).users;
  if ([...users.values()].some((user) => user.email === input.email)) return failAnswer(call, 409, 'email', [['diego.torres@example.com', String(input.email)]]);
  const expires = invitationEnd(call);
  if (expires === undefined) return notSimulated(call.env.locale, 'core inviteUser');
  const userId = call.env.nextId('core.userId', FIRST_USER_ID);
  const date = nowText(call);
  users.set(userId, { userId, merchantId, name: input.name, email: input.email, locale: input.locale ?? DEFAULT_LOCALE, userStatus: 'INVITED', roles: copy(roles), invitationExpiresAt: expires, lastLoginAt: null, createdAt: date });
  return okAnswer(call, 'invited', { userId, userStatus: 'INVITED', invitationExpiresAt: expires });
};

const getUser: AdministratorHandler = async (call) => {
  const user = userIn(call, call.params.userId);
  return user ? okAnswer(call, 'user', { user }) : notFound(call, 'user');
};

const updateUser: AdministratorHandler = async (call) => {
  const user = userIn(call, call.params.userId);
  if (!user) return notFound(call, 'user');
  const input = isObject(call.body.user) ? call.body.user : {};
  if ('email' in input) return failAnswer(call, 400, 'email');
  if (typeof input.name === 'string') user.name = input.name;
  if (typeof input.locale === 'string') user.locale = input.locale;
  return okAnswer(call, 'updated', { user });
};

const searchUsers: AdministratorHandler = async (call) => {
  const { body } = call;
  const found = [...coreState(call.env).users.keys()]
    .map((id) => userIn(call, id))
    .filter((user): user is RawObject => user !== undefined)
    .filter((user) => (body.merchantId === undefined || user.merchantId === body.merchantId) && (body.email === undefined || contains(user.email, body.email)))
    .filter((user) => body.userStatus === undefined || user.userStatus === body.userStatus)
    .filter((user) => rolesOf(user.roles).some((role) => (body.siteId === undefined || role.siteId === body.siteId) && (body.role === undefined || role.role === body.role)));
  const { items, pagination } = paged(body, found);
  return okAnswer(call, 'found', { users: items, pagination });
};

const setUserRoles: AdministratorHandler = async (call) => {
  const user = userIn(call, call.params.userId);
  if (!user) return notFound(call, 'user');
  const roles = rolesOf(call.body.roles);
  const problem = rolesProblem(call, Number(user.merchantId), roles);
  if (problem) return problem;
  if (leavesNoAdministrator(call.env, user, { ...user, roles })) return failAnswer(call, 409, 'lastAdmin');
  user.roles = copy(roles);
  return okAnswer(call, 'roles', { user });
};

const deactivateUser: AdministratorHandler = async (call) => {
  const user = userIn(call, call.params.userId);
  if (!user) return notFound(call, 'user');
  // The pages give no words for deactivating a user who is already inactive.
  if (user.userStatus === 'INACTIVE') return notSimulated(call.env.locale, 'core deactivateUser', 'userStatus INACTIVE');
  if (leavesNoAdministrator(call.env, user, { ...user, userStatus: 'INACTIVE' })) return failAnswer(call, 409, 'lastAdmin');
  user.userStatus = 'INACTIVE';
  return okAnswer(call, 'inactive', { userId: user.userId, userStatus: 'INACTIVE' });
};

const activateUser: AdministratorHandler = async (call) => {
  const user = userIn(call, call.params.userId);
  if (!user) return notFound(call, 'user');
  if (user.userStatus === 'INVITED') return failAnswer(call, 409, 'invited');
  if (user.userStatus === 'ACTIVE') return notSimulated(call.env.locale, 'core activateUser', 'userStatus ACTIVE');
  user.userStatus = 'ACTIVE';
  return okAnswer(call, 'active', { userId: user.userId, userStatus: 'ACTIVE' });
};

const resendInvitation: AdministratorHandler = async (call) => {
  const user = userIn(call, call.params.userId);
  if (!user) return notFound(call, 'user');
  if (user.userStatus !== 'INVITED') return failAnswer(call, 409, 'accepted');
  const expires = invitationEnd(call);
  if (expires === undefined) return notSimulated(call.env.locale, 'core resendInvitation');
  user.invitationExpiresAt = expires;
  return okAnswer(call, 'resent', { userId: user.userId, invitationExpiresAt: expires });
};

/**
 * The user opens the panel: `{ "userId": 7410 }`. An invited user accepts the invitation while it is
 * valid and becomes `ACTIVE`; every sign-in sets `lastLoginAt`. An inactive user cannot sign in.
 */
export const signIn: ModelAction = async (env, input) => {
  const user = coreState(env).users.get(Number(input.userId));
  if (!user) return { ok: false, problem: 'unknownUser' };
  if (user.userStatus === 'INACTIVE') return { ok: false, problem: 'userInactive' };
  const now = env.clock.now();
  if (user.userStatus === 'INVITED') {
    const expires = parseInstant(user.invitationExpiresAt);
    if (!expires || expires.getTime() < now.getTime()) return { ok: false, problem: 'invitationExpired' };
    Object.assign(user, { userStatus: 'ACTIVE', invitationExpiresAt: null });
  }
  user.lastLoginAt = siteDateTime(now);
  return { ok: true, value: copy(user) };
};

export const userHandlers: Record<string, AdministratorHandler> = { inviteUser, getUser, updateUser, searchUsers, setUserRoles, deactivateUser, activateUser, resendInvitation };
