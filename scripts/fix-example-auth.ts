import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeFinding, scanExampleAuth, type ExampleAuthFinding } from '../src/node/example-auth/scan';
import { rewriteTranKeys } from '../src/node/example-auth/rewrite';

/**
 * Recomputes every example `auth` object's tranKey (OpenAPI definitions and overlays, code blocks
 * of every page) with the example secret of its login (src/shared/auth/example-secrets.ts) and
 * writes the right value in place. Re-run it after merging branches that add examples; the unit
 * test src/node/example-auth/content.test.ts fails until it has been run.
 */
const root = process.cwd();
const { findings } = scanExampleAuth(root);
const byFile = new Map<string, ExampleAuthFinding[]>();
for (const finding of findings.filter((item) => item.expected)) byFile.set(finding.file, [...(byFile.get(finding.file) ?? []), finding]);

for (const [file, fixes] of byFile) {
  const full = path.join(root, file);
  writeFileSync(full, rewriteTranKeys(readFileSync(full, 'utf8'), fixes));
  console.log(`${file}: ${fixes.length} tranKey${fixes.length === 1 ? '' : 's'} recomputed`);
}
const total = [...byFile.values()].reduce((sum, fixes) => sum + fixes.length, 0);
console.log(`${total} tranKeys recomputed in ${byFile.size} files.`);

const problems = findings.filter((item) => !item.expected);
if (problems.length > 0) {
  console.error(`${problems.length} auth objects cannot be recomputed; fix them by hand:`);
  for (const problem of problems) console.error(`  ${describeFinding(problem)}`);
  process.exit(1);
}
