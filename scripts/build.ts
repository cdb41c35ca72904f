import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { siteSnapshotFile, SITE_SNAPSHOT_ENV } from '../src/lib/site/load-site';

/**
 * `npm run build`: the content checks (scripts/check-content.ts), the stylesheets
 * (scripts/build-css.ts) and the toolkit (scripts/build-toolkit.ts) start together, then
 * `next build` beside the checks.
 * Next's compile needs no content, and the checked site (the snapshot the checks write) is first
 * read when Next lists the pages, where the loader waits for it (load-site.ts). On two cores the
 * checks (one core) run beside the compile instead of before it. A failed check stops `next
 * build` at once; the author reads the check's own message. Then the two post-build steps, also
 * side by side.
 */
// A snapshot from an earlier build must never stand in for this build's checks.
rmSync(siteSnapshotFile(), { force: true });

// npm puts node_modules/.bin on the PATH of its scripts. Each step leads its own process group,
// so stopping Next also stops its workers.
const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawn(command, args, { stdio: 'inherit', detached: true, env: { ...process.env, ...env } });

// A step may have ended before anyone waits for it (the checks failing while Tailwind compiles).
const exited = (child: ChildProcess) =>
  new Promise<number>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? 1);
    else child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const stop = (child: ChildProcess) => {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};

/** Runs steps side by side; the first to fail stops the others. Returns each step's exit code, in order. */
async function sideBySide(steps: ChildProcess[]): Promise<number[]> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => steps.forEach(stop));
  return Promise.all(
    steps.map((step) =>
      exited(step).then((code) => {
        if (code !== 0) steps.filter((other) => other !== step).forEach(stop);
        return code;
      }),
    ),
  );
}

// The checks start at once; Next starts when Tailwind has written the stylesheets it imports
// (src/lib/build/tailwind-css.ts) and esbuild the toolkit the pages name (toolkit-bundle.ts), a
// few seconds.
const check = run('tsx', ['scripts/check-content.ts']);
const beforeNext = await Promise.all([exited(run('tsx', ['scripts/build-css.ts'])), exited(run('tsx', ['scripts/build-toolkit.ts']))]);
const failed = beforeNext.find((code) => code !== 0);
if (failed !== undefined) {
  stop(check);
  process.exit(failed);
}
const [checkCode, nextCode] = await sideBySide([check, run('next', ['build'], { [SITE_SNAPSHOT_ENV]: '1', SITE_SNAPSHOT_WAIT_MS: String(30 * 60_000) })]);
if (checkCode !== 0) {
  console.error('\nThe build stopped: the content checks failed (their messages are above, each with the file to fix).');
  process.exit(checkCode);
}
if (nextCode) process.exit(nextCode);

// After Next: write-outputs (Markdown twins, search indexes, fragments) and finish-output (the
// HTML pages and chunks) touch different files and are single-threaded each.
const post = await sideBySide([run('tsx', ['scripts/write-outputs.ts'], { [SITE_SNAPSHOT_ENV]: '1' }), run('tsx', ['scripts/finish-output.ts'])]);
process.exit(post.find((code) => code !== 0) ?? 0);
