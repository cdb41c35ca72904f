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
    // Vitest's default leaves one core free, which on CI's two is one worker; and isolating every
    // file imported the site's modules (content, OpenAPI, Shiki) 256 times, more than half the run.
    // No test may mock a module (the lint says so), and stubbed globals and env go back after every
    // test (measured: 6 min 29 s, one worker, isolated -> 1 min 36 s, both cores, shared modules).
    maxWorkers: '100%',
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
