import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSize } from '../src/node/checks/budgets';
import { pageScriptSources } from '../src/browser/inline/scripts-after-paint';

/**
 * The baseline of budgets.json's bareNextJavascriptGzipBytes: a one-page Next.js app (static
 * export, same next/react versions as this project) built in a temp folder, and the gzipped
 * JavaScript its page loads. `npx tsx scripts/measure-bare-next.ts` (needs the npm registry).
 */
const project = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
const versions = ['next', 'react', 'react-dom'].map((name) => `${name}@${project.dependencies[name]}`);
versions.push(`typescript@${project.devDependencies.typescript}`, `@types/react@${project.devDependencies['@types/react']}`);

const dir = mkdtempSync(path.join(tmpdir(), 'bare-next-'));
try {
  mkdirSync(path.join(dir, 'app'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bare-next', private: true }));
  writeFileSync(path.join(dir, 'next.config.mjs'), "export default { output: 'export' };\n");
  writeFileSync(path.join(dir, 'app', 'layout.tsx'), 'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n');
  writeFileSync(path.join(dir, 'app', 'page.tsx'), 'export default function Page() {\n  return <h1>Hello</h1>;\n}\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', ...versions], { cwd: dir, stdio: 'inherit' });
  execFileSync('npx', ['next', 'build'], { cwd: dir, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  const html = readFileSync(path.join(dir, 'out', 'index.html'), 'utf8');
  const total = pageScriptSources(html).reduce((sum, src) => sum + gzipSize(readFileSync(path.join(dir, 'out', src))), 0);
  console.log(`A bare ${versions.slice(0, 3).join(', ')} page loads ${total} B gzip of JavaScript (budgets.json: bareNextJavascriptGzipBytes).`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
