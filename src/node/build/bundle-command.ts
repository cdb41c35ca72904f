import { watch } from 'node:fs';

/**
 * What scripts/build-toolkit.ts and scripts/build-client.ts do: bundle once (a failure stops the
 * build with its message), or with `--watch` (npm run dev) bundle again whenever one of `dirs`
 * changes, unminified, and keep going after a failure.
 */
export async function runBundleCommand({ what, bundle, dirs }: { what: string; bundle: (options: { minify: boolean }) => Promise<string>; dirs: readonly string[] }) {
  const watching = process.argv.includes('--watch');
  const once = async () => {
    try {
      const entry = await bundle({ minify: !watching });
      if (!watching) console.log(`${what}: ${entry}`);
    } catch (error) {
      console.error(`${what} did not bundle: ${(error as Error).message}`);
      if (!watching) process.exit(1);
    }
  };
  await once();
  if (!watching) return;
  let pending: NodeJS.Timeout | undefined;
  for (const dir of dirs) {
    watch(dir, { recursive: true }, () => {
      clearTimeout(pending);
      pending = setTimeout(once, 100);
    });
  }
  console.log(`Watching ${dirs.map((dir) => `${dir}/`).join(', ')} to bundle ${what} again.`);
}
