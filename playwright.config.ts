import { defineConfig, devices } from '@playwright/test';
import { freePort } from './tests/support/free-port';

// Chosen once by the runner; its workers load this file again and inherit the variable.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const origin = `http://127.0.0.1:${port}`;

/** Browser tests drive the built, served site in Debian's Chromium (Playwright cannot download browsers here). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Generous limits: they only catch a hang. A page takes 1–3 s on a quiet machine; a machine
  // running two other builds must not turn a pass into a timeout (issue 12).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: origin,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: `npx tsx scripts/serve.ts --port ${port}`,
    url: origin,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
