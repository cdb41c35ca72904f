/**
 * The built site's files as the server reads them, on Node (node-files.ts, from out/) or on
 * Cloudflare Workers (worker-files.ts, from the static-assets binding). `get` takes an exact site
 * path (`/en/checkout.html`), never a directory, and the encodings the client accepts, best first;
 * the answer says which one it used.
 */
export type Encoding = 'br' | 'gzip';

export interface SiteFile {
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
  encoding?: Encoding;
  /** A validator for If-None-Match, when the store has one. */
  etag?: string;
}

export interface SiteFiles {
  get(sitePath: string, encodings: readonly Encoding[]): Promise<SiteFile | undefined>;
  /** The file as text (the MCP tools' reads), undefined when there is none. */
  text(sitePath: string): Promise<string | undefined>;
  /** The redirects the build declares (out/_redirects), by old URL. */
  redirects(): Promise<ReadonlyMap<string, string>>;
}
