import { builtinModules } from 'node:module';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The folders under src/ say where code runs (docs/architecture.md), and these rules keep it true:
 * code that ships to the browser reaches no Node module and no build code, and shared code (pure,
 * any runtime) reaches neither the browser's code nor Node's. A file breaking a rule fails
 * `npm run lint` with its own name and the path it imports. Tests run in Node under Vitest, so
 * they may read fixtures with Node modules wherever they sit.
 */
const tests = ['**/*.test.ts', '**/*.test.tsx'];
// Bare names here; the node: prefix is one pattern below.
const nodeModules = builtinModules.filter((name) => !name.startsWith('node:') && !name.startsWith('_'));
const nextLink = { name: 'next/link', message: 'Use SiteLink (src/browser/islands/ui/SiteLink.tsx): a plain <a> that site-links.ts routes and prefetches on intent.' };
// One rule entry per file (a later entry replaces an earlier one), so this one keeps next/link out too.
const noNodeModules = (runtime) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [nextLink, ...nodeModules.map((name) => ({ name, message: `${runtime} code cannot use Node's ${name}: it runs where Node is not. Move the part that needs it to src/node/.` }))],
      patterns: [{ group: ['node:*'], message: `${runtime} code cannot use Node's modules. Move the part that needs them to src/node/.` }],
    },
  ],
});

// Decoding what a reader's URL or storage holds throws on bad input; one helper never does (src/shared/text/safe-decode.ts).
const unsafeDecoders = ['decodeURIComponent', 'decodeURI', 'unescape', 'atob'].map((name) => ({
  name,
  message: `${name} throws on a malformed URL or value, and a throw stops the page's code: use src/shared/text/safe-decode.ts.`,
}));

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // The site's links are plain <a>: the router takes their clicks and prefetches on intent (site-links.ts).
    files: ['src/**/*.tsx'],
    ignores: ['src/browser/islands/ui/SiteLink.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [nextLink] }] },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: tests,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/browser',
              from: ['./src/node', './src/components', './src/app'],
              message: 'Browser code ships to every reader: it may import src/browser and src/shared only (docs/architecture.md).',
            },
            {
              target: './src/shared',
              from: ['./src/browser', './src/node', './src/components', './src/app'],
              message: 'Shared code runs in every runtime: it may import src/shared only (docs/architecture.md).',
            },
            {
              target: './src/node',
              from: ['./src/app'],
              message: 'Node code does not depend on the routes: move what both need to src/node or src/shared (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/browser/**/*.ts', 'src/browser/**/*.tsx'],
    ignores: tests,
    rules: {
      ...noNodeModules('Browser'),
      'no-restricted-globals': ['error', ...unsafeDecoders],
      'no-restricted-properties': ['error', { object: 'JSON', property: 'parse', message: 'JSON.parse throws on bad text, and a throw stops the page\'s code: use parseJsonSafely (src/shared/text/safe-decode.ts).' }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: tests,
    rules: {
      ...noNodeModules('Shared'),
      // The page's globals exist only in the browser; shared code takes what it needs as arguments.
      'no-restricted-globals': ['error', ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'process'].map((name) => ({ name, message: `Shared code runs in every runtime, and ${name} is not in all of them. Take it as an argument, or move the code to src/browser or src/node.` })), ...unsafeDecoders],
    },
  },
  {
    // The unit tests share their modules (vitest.config.ts: isolate off), so a module mocked in one
    // file would be the mock in every file after it. Pass the part to replace as an argument instead.
    files: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', ...['mock', 'doMock'].map((property) => ({ object: 'vi', property, message: `vi.${property} would reach every later test file: the unit tests share modules (vitest.config.ts). Take the dependency as an argument instead.` }))],
    },
  },
  { ignores: ['.next/**', 'out/**', 'dist/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'public/tools/**', 'public/client/**', 'public/try-it/**'] },
];

export default config;
