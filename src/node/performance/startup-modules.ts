import { STATIC_HTML_ATTRIBUTE } from '../../shared/ui/static-html';
import { FRAME_ATTRIBUTES } from '../../shared/ui/frame-markup';

/**
 * The modules a page runs before any interaction: the site's code (src/browser/runtime/main.ts), the modules
 * it imports statically, and the two it imports at once on some pages: the API reference's code on
 * a page with operations, the search page's results on the search page. What a reader's first
 * press loads (a dialog, a listbox) is not counted. esbuild writes imports as `from"./x.js"`,
 * `import"./x.js"` and `import("./x.js")`, and names a module after its source file.
 */
const STARTUP_IMPORTS: ReadonlyArray<{ module: string; when: (html: string) => boolean }> = [
  { module: 'api-reference-', when: (html) => html.includes(`${STATIC_HTML_ATTRIBUTE}=`) },
  { module: 'search-page-', when: (html) => html.includes(`${FRAME_ATTRIBUTES.searchPage}=`) },
];

const staticImports = (code: string) => [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)"(\.\/[^"]+\.js)"/g)].map((match) => match[1]!);
const dynamicImports = (code: string) => [...code.matchAll(/\bimport\("(\.\/[^"]+\.js)"\)/g)].map((match) => match[1]!);

/** Every module `sources` run at startup on this page, as site paths, each once. */
export function startupModules(sources: readonly string[], html: string, read: (path: string) => string): string[] {
  const seen = new Set<string>();
  const visit = (path: string, root: boolean) => {
    if (seen.has(path)) return;
    seen.add(path);
    if (!path.startsWith('/client/')) return;
    const code = read(path);
    const resolve = (relative: string) => new URL(relative, `https://site${path}`).pathname;
    for (const imported of staticImports(code)) visit(resolve(imported), false);
    if (!root) return;
    for (const imported of dynamicImports(code)) {
      const name = imported.slice(2);
      if (STARTUP_IMPORTS.some((rule) => name.startsWith(rule.module) && rule.when(html))) visit(resolve(imported), false);
    }
  };
  for (const source of sources) visit(source, true);
  return [...seen];
}

/** The modules of a reader's first press (search's dialog, a listbox), and all they import. */
const FIRST_USE_IMPORTS = ['dialogs-', 'listbox-'];

/**
 * What the site's code fetches ahead, once the page has loaded and gone quiet, so that a first
 * press finds it in the cache: every module its dialogs and listboxes import (React, Headless UI),
 * as site paths, without those the page ran at startup.
 */
export function firstUseModules(entry: string, read: (path: string) => string): string[] {
  const startup = new Set(startupModules([entry], '', read));
  const found = new Set<string>();
  const resolve = (from: string, relative: string) => new URL(relative, `https://site${from}`).pathname;
  const visit = (path: string) => {
    if (found.has(path) || startup.has(path)) return;
    found.add(path);
    const code = read(path);
    for (const imported of [...staticImports(code), ...dynamicImports(code)]) visit(resolve(path, imported));
  };
  for (const imported of dynamicImports(read(entry))) {
    if (FIRST_USE_IMPORTS.some((name) => imported.slice(2).startsWith(name))) visit(resolve(entry, imported));
  }
  return [...found];
}
