import { markdownTwinPath } from '../../shared/content/markdown-twin';

/**
 * What is wrong with the Markdown twins a built page declares, given the `href`s of its
 * `<link rel="alternate" type="text/markdown">`: it must declare exactly one, its own. Read by
 * finish-output's page check (src/node/performance/finished-page.ts), which scans every page anyway;
 * that each twin was written is checked once the twins are (scripts/write-outputs.ts).
 */
export function declaredTwinProblems(url: string, declared: readonly string[]): string[] {
  if (declared.length !== 1) return [`declares ${declared.length} Markdown twins (<link rel="alternate" type="text/markdown">); a page declares exactly one.`];
  const href = declared[0]!;
  const expected = markdownTwinPath(url);
  let path: string;
  try {
    path = new URL(href, 'https://site.invalid').pathname;
  } catch {
    return [`declares its Markdown twin as "${href}", which is not a URL.`];
  }
  return path === expected ? [] : [`declares its Markdown twin as ${path}; it is ${expected}.`];
}

/** The page's twin, when the build did not write it. */
export function missingTwinProblems(url: string, twinExists: (path: string) => boolean): string[] {
  const expected = markdownTwinPath(url);
  return twinExists(expected) ? [] : [`declares its Markdown twin ${expected}, which the build did not write.`];
}
