import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageScriptSources } from '../../src/browser/inline/scripts-after-paint';

/**
 * The largest script the home page loads: the JS a first visit cannot avoid. Since Next's client
 * left the pages, that is the site's own code, which the after-paint loader requests
 * (scripts-after-paint.ts), read as the budgets read it, so the benchmark and the build cannot
 * disagree again (issue 42, P10: the benchmark looked for Next's chunks and stopped).
 */
export function largestHomeScript(outDir: string): string {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const scripts = pageScriptSources(html).filter((src) => src.startsWith('/') && !src.startsWith('//'));
  if (scripts.length === 0) throw new Error(`${path.join(outDir, 'index.html')} loads no script of the site (scripts-after-paint.ts): was the build finished (scripts/finish-output.ts)?`);
  const size = (src: string) => readFileSync(path.join(outDir, src)).length;
  return scripts.reduce((largest, src) => (size(src) > size(largest) ? src : largest));
}
