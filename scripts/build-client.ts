import { bundleClient } from '../src/node/build/client-bundle';
import { runBundleCommand } from '../src/node/build/bundle-command';

/**
 * `tsx scripts/build-client.ts`: bundles the site's browser code into public/client/ (npm run build
 * does this before Next, beside the stylesheets and the toolkit). With `--watch` (npm run dev) it
 * bundles again whenever src/browser/, src/shared/ or src/components/ changes.
 */
await runBundleCommand({ what: "The site's browser code", bundle: bundleClient, dirs: ['src/browser', 'src/shared', 'src/components'] });
