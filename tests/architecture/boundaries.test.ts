import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The folders say where code runs (docs/architecture.md) and `npm run lint` keeps them honest:
 * each planted file below breaks one rule, and the lint names the file and what it imports.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => ['import/no-restricted-paths', 'no-restricted-imports', 'no-restricted-globals', 'no-restricted-properties'].includes(message.ruleId ?? '')).map((message) => message.message);
}

describe('the runtime boundaries', () => {
  it('keep Node modules and build code out of the browser', async () => {
    const found = await problems(
      'src/browser/runtime/planted.ts',
      "import { readFileSync } from 'node:fs';\nimport { siteConfig } from '../../node/site-config';\nexport const planted = [readFileSync, siteConfig];\n",
    );
    expect(found).toEqual([
      expect.stringContaining("Browser code cannot use Node's modules"),
      expect.stringMatching(/^Unexpected path "\.\.\/\.\.\/node\/site-config" imported in restricted zone\. Browser code ships to every reader/),
    ]);
  });

  it('keep shared code free of the browser, Node and the page globals', async () => {
    const found = await problems(
      'src/shared/ui/planted.ts',
      "import { watchTabSets } from '../../browser/runtime/tab-sets';\nimport { loadSite } from '@/node/site/load-site';\nimport path from 'path';\nexport const planted = () => [watchTabSets, loadSite, path, window.location.href];\n",
    );
    expect(found).toEqual([
      expect.stringMatching(/^Unexpected path "\.\.\/\.\.\/browser\/runtime\/tab-sets" imported in restricted zone\. Shared code runs in every runtime/),
      expect.stringMatching(/^Unexpected path "@\/node\/site\/load-site" imported in restricted zone\. Shared code runs in every runtime/),
      expect.stringContaining("Shared code cannot use Node's path"),
      expect.stringContaining('Shared code runs in every runtime, and window is not in all of them'),
    ]);
  });

  it('let each runtime use shared code, and build-time code use the browser markup', async () => {
    expect(await problems('src/browser/runtime/planted.ts', "import { localizePath } from '../../shared/i18n/paths';\nexport const planted = localizePath;\n")).toEqual([]);
    expect(await problems('src/node/site/planted.ts', "import { readFileSync } from 'node:fs';\nimport { localizePath } from '../../shared/i18n/paths';\nexport const planted = [readFileSync, localizePath];\n")).toEqual([]);
    expect(await problems('src/components/ui/Planted.tsx', "import { SiteLink } from '@/browser/islands/ui/SiteLink';\nexport const Planted = SiteLink;\n")).toEqual([]);
  });

  it('send every decode of a URL, a fragment or a stored value through the one safe helper (issue 42, P3)', async () => {
    const found = await problems(
      'src/browser/runtime/planted.ts',
      'export const planted = [decodeURIComponent(location.hash.slice(1)), decodeURI(location.pathname), atob("x"), JSON.parse(localStorage.getItem("k") ?? "")];\n',
    );
    expect(found).toEqual([
      expect.stringMatching(/^Unexpected use of 'decodeURIComponent'\. decodeURIComponent throws on a malformed URL or value/),
      expect.stringMatching(/^Unexpected use of 'decodeURI'\./),
      expect.stringMatching(/^Unexpected use of 'atob'\./),
      expect.stringMatching(/^'JSON\.parse' is restricted from being used\. JSON\.parse throws on bad text/),
    ]);
    expect(await problems('src/shared/ui/planted.ts', 'export const planted = (text: string) => decodeURIComponent(text);\n')).toEqual([expect.stringMatching(/^Unexpected use of 'decodeURIComponent'/)]);
  });
});
