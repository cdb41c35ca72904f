import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.resolve('src')}/` },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
    environment: 'node',
    // Some tests read the whole site (a few seconds on a quiet machine, many more on a loaded one).
    // A limit here only catches a hang: speed is checked by the benchmarks, never by a test's time.
    testTimeout: 5 * 60_000,
    hookTimeout: 5 * 60_000,
  },
});
