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

const exampleSecret = EXAMPLE_SECRETS[0];
if (!exampleSecret) throw new Error('src/shared/auth/example-secrets.ts lists no example site secret');

export const exampleSite: SimSite = {
  login: exampleSecret.login,
  secretKey: exampleSecret.secretKey,
  signatureAlgorithm: 'SHA-256',
  attemptsLimit: DEFAULT_ATTEMPTS_LIMIT,
};
