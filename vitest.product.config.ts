import { defineConfig } from 'vitest/config';

/** The new-product test: a full build in a copy of the repository, so apart from the unit tests. */
export default defineConfig({
  test: {
    include: ['tests/new-product/**/*.test.ts'],
    environment: 'node',
    // Two builds' worth of work on a possibly busy two-core machine; a hang still ends.
    testTimeout: 15 * 60_000,
    hookTimeout: 5 * 60_000,
  },
});
