import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { CHECK_HEAP_ENV, checkHeapMiB, checkSourceBytes, outOfHeap } from '../src/node/build/check-heap';
import { exportedPagesMissing } from '../src/node/build/exported-pages';
import { BUILD_STEP_ENV, checkedPageHrefs, siteSnapshotFile, SITE_SNAPSHOT_ENV } from '../src/node/site/snapshot';

/**
 * `npm run build`: the content checks (scripts/check-content.ts), the stylesheets
 * (scripts/build-css.ts), the toolkit (scripts/build-toolkit.ts) and the site's browser code
 * (scripts/build-client.ts) start together, then Next's
 * compile (`next build --experimental-build-mode=compile`) beside the checks: it needs no content,
 * and on two cores the checks (one core) run beside it instead of before it. A failed check stops
 * the compile at once; the author reads the check's own message. Then Next's prerender
 * (`--experimental-build-mode=generate`) from the checked site (the snapshot the checks wrote,
 * load-site.ts), and the post-build steps side by side.
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
// (src/node/build/tailwind-css.ts) and esbuild the toolkit the pages name (toolkit-bundle.ts), a
// few seconds.
const heapMiB = checkHeapMiB(checkSourceBytes(), process.env[CHECK_HEAP_ENV]);
const check = run('tsx', ['scripts/check-content.ts'], { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${heapMiB}`.trim() });
let checkEnd: { code: number | null; signal: NodeJS.Signals | null } = { code: null, signal: null };
check.on('exit', (code, signal) => (checkEnd = { code, signal }));
const beforeNext = await Promise.all([exited(run('tsx', ['scripts/build-css.ts'])), exited(run('tsx', ['scripts/build-toolkit.ts'])), exited(run('tsx', ['scripts/build-client.ts']))]);
const failed = beforeNext.find((code) => code !== 0);
if (failed !== undefined) {
  stop(check);
  process.exit(failed);
}
const [checkCode, compileCode] = await sideBySide([check, run('next', ['build', '--experimental-build-mode=compile'], { [BUILD_STEP_ENV]: 'compile' })]);
if (checkCode !== 0) {
  if (outOfHeap(checkEnd.code, checkEnd.signal)) {
    console.error(`\nThe build stopped: the content checks ran out of memory with a heap of ${heapMiB} MiB (src/node/build/check-heap.ts). Give them more: ${CHECK_HEAP_ENV}=${heapMiB * 2} npm run build`);
  } else {
    console.error('\nThe build stopped: the content checks failed (their messages are above, each with the file to fix).');
  }
  process.exit(checkCode);
}
if (compileCode) process.exit(compileCode);

// The prerender, in a process of its own: Turbopack's compile state (some 550 MB, kept until
// `next build` exits) is gone by then, and the checks too. Next's export reads the prerender
// manifest once per process, so the compile's empty one would stand for the prerender's and no
// page would reach out/ (next/dist/export/index.js): it goes first.
rmSync(path.join('.next', 'prerender-manifest.json'), { force: true });
const generateCode = await exited(run('next', ['build', '--experimental-build-mode=generate'], { [SITE_SNAPSHOT_ENV]: '1' }));
if (generateCode) process.exit(generateCode);
const missing = exportedPagesMissing(checkedPageHrefs());
if (missing) {
  console.error(`\nThe build stopped: ${missing}`);
  process.exit(1);
}

// After Next: finish-output (the HTML pages and chunks) and write-outputs (Markdown twins, search
// indexes, fragments, the MCP catalog) touch different files and are single-threaded each. Run as
// three processes (write-outputs split by locale) they took 4 s less at full size, but held 1.62
// GiB of resident memory at once, over issue 12's 1.5 GiB: two it is (docs/benchmarks.md).
const post = await sideBySide([run('tsx', ['scripts/finish-output.ts'], { [SITE_SNAPSHOT_ENV]: '1' }), run('tsx', ['scripts/write-outputs.ts'], { [SITE_SNAPSHOT_ENV]: '1' })]);
const postFailed = post.find((code) => code !== 0);
if (postFailed !== undefined) process.exit(postFailed);
// Then: the pages it leaves at old URLs are not documentation pages for the steps above.
const redirectsCode = await exited(run('tsx', ['scripts/write-redirects.ts'], { [SITE_SNAPSHOT_ENV]: '1' }));
if (redirectsCode) process.exit(redirectsCode);
// Last, side by side: the server's bundle for Cloudflare Workers, with the redirects just written
// (wrangler.json), and Brotli and gzip beside each text file of the finished out/ for the Node server.
const last = await sideBySide([run('tsx', ['scripts/build-worker.ts']), run('tsx', ['scripts/precompress.ts'])]);
process.exit(last.find((code) => code !== 0) ?? 0);
