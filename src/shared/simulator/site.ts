import { EXAMPLE_SECRETS } from '../auth/example-secrets';
import type { AuthHolder } from './body-auth';

/**
 * The merchant site the simulated test environment knows: its credentials, how it signs
 * notifications and its settings. By default the example site every page uses
 * (docs/content-guide.md: login `a4f0b5c8d6e1a2b3` and the example `secretKey`, never a real one),
 * so a page's example, recomputed with the same secret, is accepted as it is; the reader may add
 * their own site with the credentials the toolkit keeps.
 */
export interface SimSite extends AuthHolder {
  /** Every site created since 2026-01-01 signs with SHA-256; one created until 2025 with SHA-1. */
  signatureAlgorithm: 'SHA-256' | 'SHA-1';
  /** The notification URL configured in the panel; a session's `notificationUrl` wins. */
  notificationUrl?: string;
  /** Rejected payments a Web Checkout session accepts before it ends `REJECTED` `AL` (1 to 10, default 3). */
  attemptsLimit: number;
}

export const DEFAULT_ATTEMPTS_LIMIT = 3;

/** A site of the pages' examples, with its example secret (src/shared/auth/example-secrets.ts), signing with SHA-256. */
function exampleSiteOf(login: string | undefined, holder: string): SimSite {
  const secret = EXAMPLE_SECRETS.find((candidate) => login === undefined || candidate.login === login);
  if (!secret) throw new Error(`src/shared/auth/example-secrets.ts lists no ${holder}`);
  return { login: secret.login, secretKey: secret.secretKey, signatureAlgorithm: 'SHA-256', attemptsLimit: DEFAULT_ATTEMPTS_LIMIT };
}

export const exampleSite: SimSite = exampleSiteOf(undefined, 'example site secret');

/**
 * The Tickets pages' travel-agency site (content guide, Tickets: "Viajes Mitad del Mundo"): Tickets
 * is called with the credentials of the site that took the payment, and the pages' payment is its.
 */
export const travelAgencySite: SimSite = exampleSiteOf('e7c2d9a4b1f05836', 'example travel-agency site (Tickets)');

/** The sites a simulated environment knows unless told otherwise: the example site first (the one Try it and the journeys sign with). */
export const exampleSites: readonly SimSite[] = [exampleSite, travelAgencySite];
