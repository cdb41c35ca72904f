import { watch } from 'node:fs';
import { compileStylesheets } from '../src/node/build/tailwind-css';

/**
 * `tsx scripts/build-css.ts`: writes the compiled stylesheets once (npm run build does this before
 * Next). With `--watch` (npm run dev) it writes them again whenever a source or content file changes,
 * since any of them may use a class the stylesheets do not have yet.
 */
const watching = process.argv.includes('--watch');
const build = async () => {
  try {
    await compileStylesheets({ optimize: !watching });
  } catch (error) {
    console.error(`The stylesheets did not compile: ${(error as Error).message}`);
    if (!watching) process.exit(1);
  }
};

await build();
if (watching) {
  let pending: NodeJS.Timeout | undefined;
  for (const dir of ['src', 'content']) {
    watch(dir, { recursive: true }, (_event, file) => {
      if (!file || file.startsWith('styles/generated')) return;
      clearTimeout(pending);
      pending = setTimeout(build, 100);
    });
  }
  console.log('Watching src/ and content/ to compile the stylesheets again.');
}
