import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASSETS_BINDING, WORKER_BUNDLE, WORKER_COMPATIBILITY_DATE, WORKER_COMPATIBILITY_FLAGS } from './worker-config';

describe('wrangler.json', () => {
  it('deploys what the local workerd run tests: the bundle, out/ as assets behind the Worker, no HTML handling of the platform', () => {
    const config = JSON.parse(readFileSync('wrangler.json', 'utf8')) as Record<string, unknown>;
    expect(config).toMatchObject({
      main: WORKER_BUNDLE,
      compatibility_date: WORKER_COMPATIBILITY_DATE,
      compatibility_flags: WORKER_COMPATIBILITY_FLAGS,
      assets: { directory: 'out', binding: ASSETS_BINDING, run_worker_first: true, html_handling: 'none', not_found_handling: 'none' },
    });
  });
});
