/** Where the served build is: playwright.config.ts picks a free port and passes it to every worker. */
export const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? '3000'}`;
