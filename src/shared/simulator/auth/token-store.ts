import { toHex } from '../../toolkit/bytes';
import type { SimSite } from '../site';

/**
 * The Bearer tokens one simulated environment issued: Token Requestor's OAuth access tokens
 * (`POST /oauth/token`, valid for the `expires_in` of the definition's example) and the 3DS Server's
 * first token, which the account manager hands over (the sandbox's `/_simulator/tokens`). A token
 * works on its own API only, until it expires or is revoked.
 */
export interface IssuedToken {
  api: string;
  token: string;
  /** The site the credential belongs to (the example merchant's, unless the reader adds theirs). */
  site: SimSite;
  issuedAt: number;
  expiresAt?: number;
  revokedAt?: number;
  clientId?: string;
  scope?: string;
}

export class TokenStore {
  private readonly tokens = new Map<string, IssuedToken>();

  find(value: string): IssuedToken | undefined {
    return this.tokens.get(value);
  }

  add(token: IssuedToken): IssuedToken {
    this.tokens.set(token.token, token);
    return token;
  }

  list(api: string): IssuedToken[] {
    return [...this.tokens.values()].filter((token) => token.api === api);
  }
}

/**
 * A token value shaped like the page's example (`tra_5c1e9b7d3f0a48e2b6c4d8f1a3e7b905`: its prefix and
 * length, random hex after it); the first one issued is the example itself, so a flow replays the page
 * (tokens, Account Validator's `verificationCode`).
 */
export function tokenValue(example: string, taken: (value: string) => boolean): string {
  if (!taken(example)) return example;
  const prefix = /^[a-z0-9]+_(?:test_)?/i.exec(example)?.[0] ?? '';
  const length = example.length - prefix.length;
  return prefix + toHex(crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)))).slice(0, length);
}
