import { defineConfig } from 'vitest/config';

/** The MCP server answered by a real MCP client, over the built site: after `npm run build`, apart from the unit tests. */
export default defineConfig({
  test: {
    include: ['tests/mcp/**/*.test.ts'],
    environment: 'node',
    // Only catches a hang; a loaded machine must not turn a pass into a timeout.
    testTimeout: 5 * 60_000,
    hookTimeout: 5 * 60_000,
  },
});
