import { bundleToolkit } from '../src/node/build/toolkit-bundle';
import { runBundleCommand } from '../src/node/build/bundle-command';

/**
 * `tsx scripts/build-toolkit.ts`: bundles the integrator toolkit into public/tools/ (npm run build
 * does this before Next, beside the stylesheets). With `--watch` (npm run dev) it bundles again
 * whenever src/browser/toolkit/ or src/shared/ changes.
 */
await runBundleCommand({ what: 'The toolkit', bundle: bundleToolkit, dirs: ['src/browser/toolkit', 'src/shared'] });
