import { spawn } from 'node:child_process';

/**
 * The two steps after `next build`, side by side: they touch different files (write-outputs the
 * Markdown twins, search indexes and fragments; finish-output the HTML pages and chunks), each
 * is single-threaded, and the build machine has two cores. The build fails if either fails, with
 * that step's own message; the other is stopped.
 */
const steps = [
  { name: 'write-outputs', args: ['scripts/write-outputs.ts'], env: { SITE_SNAPSHOT: '1' } },
  { name: 'finish-output', args: ['scripts/finish-output.ts'], env: {} },
];

const children = steps.map((step) => ({
  step,
  // npm puts node_modules/.bin on the PATH of its scripts.
  child: spawn('tsx', step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } }),
}));

const results = await Promise.all(
  children.map(
    ({ step, child }) =>
      new Promise<{ name: string; code: number }>((resolve) => {
        child.on('exit', (code, signal) => {
          const result = { name: step.name, code: code ?? (signal ? 1 : 0) };
          if (result.code !== 0) for (const other of children) if (other.child !== child && other.child.exitCode === null) other.child.kill();
          resolve(result);
        });
      }),
  ),
);
const failed = results.filter((result) => result.code !== 0);
if (failed.length) {
  console.error(`post-build: ${failed.map((result) => `${result.name} exited with ${result.code}`).join('; ')}.`);
  process.exit(1);
}
