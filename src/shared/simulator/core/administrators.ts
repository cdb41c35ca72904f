import { EXAMPLE_SECRETS } from '../../auth/example-secrets';
import type { AuthHolder } from '../body-auth';

/**
 * Core's callers: administrators, never sites (/core#autenticación). Their body `auth` is computed
 * as a site's, with the administrator's `login` and secret key; a site's login in Core, or an
 * administrator's in a payment API, is the one 401. `PLATFORM` manages the merchants it created;
 * `MERCHANT` one merchant, and gets 403 where the definition answers 403.
 */
export interface SimAdministrator extends AuthHolder {
  scope: 'PLATFORM' | 'MERCHANT';
  /** The merchant a `MERCHANT` administrator manages; null for `PLATFORM`. */
  merchantId: number | null;
}

/** The APIs whose body `auth` is an administrator's (Try it, the workflows and the MCP tool sign them so). */
export const ADMINISTRATOR_APIS: ReadonlySet<string> = new Set(['core']);

const secret = EXAMPLE_SECRETS.find((candidate) => candidate.holder === 'example Core administrator');
if (!secret) throw new Error('src/shared/auth/example-secrets.ts lists no example Core administrator');

/** The pages' example administrator (`ping`'s example: scope `PLATFORM`), with the example administrator secret key. */
export const exampleAdministrator: SimAdministrator = { login: secret.login, secretKey: secret.secretKey, scope: 'PLATFORM', merchantId: null };

/** The example credentials a body `auth` of `api` is signed with: the administrator's for Core, else the site's given. */
export const exampleCredentialsFor = <T extends { login: string; secretKey: string }>(api: string, site: T): T | SimAdministrator => (ADMINISTRATOR_APIS.has(api) ? exampleAdministrator : site);
