/**
 * A private copy of the repository to build in, so the build benchmark never touches the working
 * tree (or its out/ and .next/) that someone else may be building at the same time.
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot, tempDir } from './shared';

/** Outputs, caches and other people's artefacts: a cold build starts without them. */
const SKIPPED = new Set(['node_modules', '.next', 'out', 'test-results', '.git', 'bench-results', 'playwright-report', 'screenshots', 'tsconfig.tsbuildinfo']);

/**
 * node_modules is hard-linked, not symlinked: Turbopack refuses a node_modules symlink that points
 * outside the project ("Could not find the Next.js package"), and hard links cost no disk and
 * about a second. On another filesystem, where hard links are impossible, it is copied.
 */
function linkNodeModules(target: string): void {
  const source = path.join(repoRoot, 'node_modules');
  try {
    execFileSync('cp', ['-al', source, target], { stdio: 'ignore' });
  } catch {
    rmSync(target, { recursive: true, force: true });
    execFileSync('cp', ['-a', source, target], { stdio: 'ignore' });
  }
}

export function copyRepository(label: string): string {
  const dir = path.join(tempDir(`build-${label}`), 'repo');
  cpSync(repoRoot, dir, {
    recursive: true,
    filter: (source) => path.dirname(source) !== repoRoot || !SKIPPED.has(path.basename(source)),
  });
  linkNodeModules(path.join(dir, 'node_modules'));
  if (!existsSync(path.join(dir, 'node_modules', 'next', 'package.json'))) throw new Error(`node_modules did not copy into ${dir}.`);
  return dir;
}
