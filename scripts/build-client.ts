import { bundleClient } from '../src/lib/build/client-bundle';
import { runBundleCommand } from '../src/lib/build/bundle-command';

/**
 * `tsx scripts/build-client.ts`: bundles the site's browser code into public/client/ (npm run build
 * does this before Next, beside the stylesheets and the toolkit). With `--watch` (npm run dev) it
 * bundles again whenever src/client/, src/components/ or src/lib/ changes.
 */
await runBundleCommand({ what: "The site's browser code", bundle: bundleClient, dirs: ['src/client', 'src/components', 'src/lib'] });
