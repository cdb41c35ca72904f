/**
 * V8's explicit compile hint (Chrome 136 and later): a script that opens with this comment has
 * all its functions compiled eagerly, on the background thread that streams the script in, instead
 * of lazily on the main thread the first time each one runs. Next's startup runs most of React DOM
 * and its router at once, in one task, when the last chunk arrives; without the hint, compiling
 * them is about half of that task (see docs/benchmarks.md). Other engines read it as a comment.
 * A chunk keeps its name, Turbopack's hash of the code before the hint: every build adds the same
 * line, so one name still means one content, and the `immutable` caching stays right.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Only large startup chunks get the hint: React DOM and Next's router are 160 KB and more, the
 * next largest startup chunk is under 40 KB. Compiling every function of a small chunk is not
 * worth its bytes (each hint adds about 23 B gzip), and chunks loaded later, on interaction,
 * would compile functions that never run.
 */
export const COMPILE_HINT_MIN_BYTES = 64 * 1024;

export const hasCompileHint = (source: string) => source.startsWith(COMPILE_HINT);

/** The chunk with the hint as its first line; a chunk that has it already is returned as it is. */
export function withCompileHint(source: string): string {
  return hasCompileHint(source) ? source : COMPILE_HINT + source;
}

/** The startup chunks to hint: scripts some page loads before interaction, of at least the minimum size (in characters; they are ASCII). */
export function chunksToHint(pageScripts: readonly (readonly string[])[], sizeOf: (src: string) => number): string[] {
  const sources = [...new Set(pageScripts.flat())].filter((src) => src.startsWith('/_next/static/'));
  return sources.filter((src) => sizeOf(src) >= COMPILE_HINT_MIN_BYTES).sort();
}

interface SourceMapV3 {
  mappings?: string;
  sections?: { offset: { line: number; column: number } }[];
}

/**
 * The chunk's source map after one line was added above its code: a plain map starts with one
 * empty line of mappings; an index map (Turbopack's) moves every section down one line.
 */
export function shiftSourceMapOneLine<T extends SourceMapV3>(map: T): T {
  if (map.sections) return { ...map, sections: map.sections.map((section) => ({ ...section, offset: { ...section.offset, line: section.offset.line + 1 } })) };
  return { ...map, mappings: `;${map.mappings ?? ''}` };
}

/** The file name a chunk's `//# sourceMappingURL=` comment gives (Turbopack does not name maps after chunks). */
export function sourceMapName(source: string): string | undefined {
  return /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
}

/** Every startup chunk that should open with the hint and does not, named with what to run. */
export function compileHintProblems(pageScripts: readonly (readonly string[])[], readChunk: (src: string) => string): string[] {
  const read = new Map<string, string>();
  const chunk = (src: string) => read.get(src) ?? read.set(src, readChunk(src)).get(src) ?? '';
  return chunksToHint(pageScripts, (src) => chunk(src).length)
    .filter((src) => !hasCompileHint(chunk(src)))
    .map((src) => `${src}: a startup chunk of ${chunk(src).length} characters without V8's compile hint; build with npm run build, whose last step (scripts/finish-output.ts) adds it.`);
}
