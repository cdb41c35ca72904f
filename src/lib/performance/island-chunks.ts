/**
 * Guides and API pages share one route, so the API reference's browser code is an island
 * (src/components/api/ApiBrowserCode.tsx): one chunk that the page would request only once
 * React runs the component's module, a round trip after the page's own scripts. The build finds
 * that chunk and lets the after-paint loader request it with the others, on the pages that place
 * an operation and no other.
 */

/** Written into the island chunk (src/components/api/api-client.tsx) so the build can find it. */
export const ISLAND_CHUNK_MARKER = 'ondapay:api-islands';

/** A page renders an island when its React payload names the component that loads the chunk. */
export const rendersIsland = (html: string) => html.includes('\\"ApiBrowserCode\\"]') || html.includes('"ApiBrowserCode"]');

/**
 * The scripts the island needs, as page URLs: every chunk of the dynamic import that loads the
 * marked chunk (Turbopack writes each import's chunk list as `["static/chunks/….js", …]`).
 */
export function islandChunks(chunks: ReadonlyMap<string, string>, base = '/_next/'): string[] {
  const marked = [...chunks].filter(([, text]) => text.includes(ISLAND_CHUNK_MARKER)).map(([name]) => name);
  if (marked.length === 0) return [];
  const found = new Set<string>();
  for (const text of chunks.values()) {
    for (const list of text.matchAll(/\[((?:"static\/chunks\/[^"]+\.js",?)+)\]/g)) {
      const names = [...list[1]!.matchAll(/"(static\/chunks\/[^"]+\.js)"/g)].map((match) => match[1]!);
      if (names.some((name) => marked.some((file) => file.endsWith(name)))) for (const name of names) found.add(base + name);
    }
  }
  if (found.size === 0) {
    throw new Error(`islandChunks: ${marked.join(', ')} holds the API islands, but no chunk loads it. Has Turbopack changed how it writes dynamic imports?`);
  }
  return [...found];
}
