import { describe, expect, it } from 'vitest';
import { EXAMPLE_SECRETS, exampleSecretFor } from './example-secrets';

describe('exampleSecretFor', () => {
  it("gives the login's own secret, or the scoped one in the files it covers", () => {
    expect(exampleSecretFor('a4f0b5c8d6e1a2b3', 'content/es/checkout/create-session.mdx')?.secretKey).toBe('9d4e1b7a2c8f5036e1b4d7a0c3f69e52');
    expect(exampleSecretFor('a4f0b5c8d6e1a2b3', 'content/en/payments/microsite-customized/services.mdx')?.secretKey).toBe('mk_test_7Qd2Lp9Xv4Rt8Wn3Ky6Hs1Bz5Fc0Gm');
    expect(exampleSecretFor('9e3c7a1f5b2d4e60', 'openapi/core/openapi.yaml')?.secretKey).toBe('f2a7c1e9b4d8063a5e1c7b2d9f4a6e80');
    expect(exampleSecretFor('0000000000000000', 'openapi/core/openapi.yaml')).toBeUndefined();
  });

  it('has one secret per login', () => {
    expect(new Set(EXAMPLE_SECRETS.map((secret) => secret.login)).size).toBe(EXAMPLE_SECRETS.length);
  });
});
