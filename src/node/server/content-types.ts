import { getMimeType } from 'hono/utils/mime';

/** Types Hono's table lacks or gives without a charset, for the files a build writes. */
const OWN_TYPES: Record<string, string> = {
  md: 'text/markdown; charset=utf-8',
  json: 'application/json; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  yaml: 'application/yaml; charset=utf-8',
  yml: 'application/yaml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  map: 'application/json; charset=utf-8',
};

/** The Content-Type of a site file by its name; bytes of an unknown kind are application/octet-stream. */
export function contentTypeOf(sitePath: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(sitePath)?.[1]?.toLowerCase() ?? '';
  return OWN_TYPES[extension] ?? getMimeType(sitePath) ?? 'application/octet-stream';
}

/** Text worth compressing: what a browser or agent reads as characters (fonts and images are compressed already, SVG aside). */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|xml|atom\+xml|yaml|manifest\+json)|image\/svg\+xml)/.test(contentType);
}
