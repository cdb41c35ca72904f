import { bundleToolkit } from '../src/lib/build/toolkit-bundle';
import { runBundleCommand } from '../src/lib/build/bundle-command';

/**
 * `tsx scripts/build-toolkit.ts`: bundles the integrator toolkit into public/tools/ (npm run build
 * does this before Next, beside the stylesheets). With `--watch` (npm run dev) it bundles again
 * whenever src/toolkit/ or src/lib/ changes.
 */
await runBundleCommand({ what: 'The toolkit', bundle: bundleToolkit, dirs: ['src/toolkit', 'src/lib'] });
