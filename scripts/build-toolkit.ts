import { watch } from 'node:fs';
import { bundleToolkit } from '../src/lib/build/toolkit-bundle';

/**
 * `tsx scripts/build-toolkit.ts`: bundles the integrator toolkit into public/tools/ (npm run build
 * does this before Next, beside the stylesheets). With `--watch` (npm run dev) it bundles again
 * whenever src/toolkit/ or src/lib/ changes.
 */
const watching = process.argv.includes('--watch');
const bundle = async () => {
  try {
    const entry = await bundleToolkit({ minify: !watching });
    if (!watching) console.log(`Toolkit: ${entry}`);
  } catch (error) {
    console.error(`The toolkit did not bundle: ${(error as Error).message}`);
    if (!watching) process.exit(1);
  }
};

await bundle();
if (watching) {
  let pending: NodeJS.Timeout | undefined;
  for (const dir of ['src/toolkit', 'src/lib']) {
    watch(dir, { recursive: true }, () => {
      clearTimeout(pending);
      pending = setTimeout(bundle, 100);
    });
  }
  console.log('Watching src/toolkit/ and src/lib/ to bundle the toolkit again.');
}
