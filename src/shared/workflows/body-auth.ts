import { isObject, stringOf } from '../openapi/raw';
import type { SimApi } from '../simulator/api-data';
import { siteDateTime } from '../simulator/clock';
import { exampleCredentialsFor } from '../simulator/core/administrators';
import { authSteps, freshNonce } from '../toolkit/auth';

/**
 * The body `auth` a workflow cannot write: a new one in every request (a fresh nonce, the seed of
 * now, `tranKey = Base64(SHA-256(nonce + seed + secretKey))`), built as the pages' code builds it,
 * where the definition's `x-body-auth` says (`property: auth`). Arazzo leaves authentication to
 * the tool that runs a workflow; this is that tool's part. A payload that writes its own keeps it.
 */
export interface Credentials {
  login: string;
  secretKey: string;
}

export function bodyAuthPreparer(credentials: Credentials, now: () => Date, nonce: () => Uint8Array = freshNonce) {
  return async (body: unknown, source: SimApi): Promise<unknown> => {
    const rule = source.document['x-body-auth'];
    const property = isObject(rule) ? stringOf(rule.property) : undefined;
    if (!property || !isObject(body) || property in body) return body;
    // Core's body `auth` is an administrator's: the pages' example administrator signs it.
    const signer = exampleCredentialsFor(source.api, credentials);
    const steps = await authSteps({ login: signer.login, secretKey: signer.secretKey, nonce: nonce(), seed: siteDateTime(now()) });
    return { [property]: { login: steps.login, tranKey: steps.tranKey, nonce: steps.nonceBase64, seed: steps.seed }, ...body };
  };
}
