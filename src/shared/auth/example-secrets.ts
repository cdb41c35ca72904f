/**
 * The secrets the examples' `auth` objects are computed with (content guide, *Auth example values*):
 * a reader who takes an example's `login`, `nonce` and `seed` and this secret gets the example's
 * `tranKey`. `npm run fix:example-auth` recomputes every example from this list; the unit test
 * `src/node/example-auth/content.test.ts` fails on any example that disagrees.
 */
export interface ExampleSecret {
  login: string;
  secretKey: string;
  /** Who holds it, for the failure messages. */
  holder: string;
}

/** Another secret that signs a login's examples in some files only (the customized microsite's key). */
export interface ScopedExampleSecret extends ExampleSecret {
  /** Paths from the repository root (a prefix matches: a folder or a file) where this secret signs. */
  files: readonly string[];
}

export const EXAMPLE_SECRETS: readonly ExampleSecret[] = [
  { login: 'a4f0b5c8d6e1a2b3', secretKey: '9d4e1b7a2c8f5036e1b4d7a0c3f69e52', holder: 'example site Tienda Andina' },
  { login: '9e3c7a1f5b2d4e60', secretKey: 'f2a7c1e9b4d8063a5e1c7b2d9f4a6e80', holder: 'example Core administrator' },
  { login: 'e7c2d9a4b1f05836', secretKey: '9d4e1b7a2c8f5036e1b4d7a0c3f69e52', holder: 'example travel-agency site Viajes Mitad del Mundo (Tickets)' },
];

export const SCOPED_EXAMPLE_SECRETS: readonly ScopedExampleSecret[] = [
  {
    login: 'a4f0b5c8d6e1a2b3',
    secretKey: 'mk_test_7Qd2Lp9Xv4Rt8Wn3Ky6Hs1Bz5Fc0Gm',
    holder: "customized microsite's test key (Ondapay's calls to the merchant)",
    files: ['content/es/payments/microsite-customized/', 'content/en/payments/microsite-customized/'],
  },
];

/**
 * Logins an example may show without a secret a reader can have, and why (the content guide says
 * so). Empty today: every login in the examples has its example secret.
 */
export const UNREPRODUCIBLE_LOGINS: Readonly<Record<string, string>> = {};

/** The secret that signs `login`'s examples in `file`: a scoped one first, then the login's own. */
export function exampleSecretFor(login: string, file: string): ExampleSecret | undefined {
  return SCOPED_EXAMPLE_SECRETS.find((secret) => secret.login === login && secret.files.some((prefix) => file.startsWith(prefix))) ?? EXAMPLE_SECRETS.find((secret) => secret.login === login);
}
