import { defineConfig } from 'vitest/config';
import { SITE_SNAPSHOT_ENV } from './src/node/site/snapshot';

/** The MCP server answered by a real MCP client, over the built site: after `npm run build`, apart from the unit tests. */
export default defineConfig({
  test: {
    include: ['tests/mcp/**/*.test.ts'],
    environment: 'node',
    // The tests compare the served site with the site the build checked: the build's own snapshot
    // of it (snapshot.ts), read in a tenth of a second, where reading every page and definition
    // again took half of this run (34 of 53 s in CI).
    env: { [SITE_SNAPSHOT_ENV]: '1' },
    // Only catches a hang; a loaded machine must not turn a pass into a timeout.
    testTimeout: 5 * 60_000,
    hookTimeout: 5 * 60_000,
  },
});
