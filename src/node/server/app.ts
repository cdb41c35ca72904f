import { Hono, type Context } from 'hono';
import { accepts } from 'hono/accepts';
import { MARKDOWN_TYPE, markdownTwinPath } from '../../shared/content/markdown-twin';
import { defaultLocale, isLocale } from '../../shared/i18n/locales';
import type { ServeHeaderRule } from '../security/headers-file';
import { contentTypeOf, isCompressible } from './content-types';
import { acceptedEncodings } from './encodings';
import { headersForPath } from './header-rules';
import { requestPath } from './request-path';
import { MCP_PATH, mcpLinks, SERVER_CARD_ALIAS, SERVER_CARD_PATH, serverCard } from './server-card';
import type { SiteFile, SiteFiles } from './site-files';

export interface SiteAppOptions {
  files: SiteFiles;
  /** serve.json's header rules. */
  rules: readonly ServeHeaderRule[];
  /** The MCP endpoint (mcp-http.ts); without it /mcp is a missing page, as on a static host. */
  mcp?: (request: Request) => Promise<Response>;
}

const PAGE_METHODS = 'GET, HEAD';
/** The most header bytes a request may carry (Node refuses more before the application runs; workerd would not). */
export const MAX_REQUEST_HEADER_BYTES = 16 * 1024;

/** The raw path of a request, as sent: Hono's own decodes it, and a malformed escape must be seen. */
const rawPathname = (url: string) => {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const path = start === -1 ? '/' : url.slice(start);
  return path.split(/[?#]/, 1)[0]!;
};
const queryOf = (url: string) => {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
};

/** Where the page at a clean path may be in the build, in the order `serve` tried them. */
const candidates = (path: string): string[] => (path === '/' ? ['/index.html'] : [path, `${path}.html`, `${path}/index.html`]);

/** A `.html` URL's clean form, which the site links and serves (`/a/index.html` → `/a`). */
const cleanUrl = (path: string) => path.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '') || '/';

/**
 * The site's server as one Hono application, the same on Node (node-main.ts) and on Cloudflare
 * Workers (worker.ts): the built site with clean URLs, serve.json's headers and cache rules,
 * compression and the not-found page (404); the manifests' redirects (301); pages only by GET and
 * HEAD (405 otherwise), malformed paths 400, the host's own files (`_headers`) never served; a
 * page's Markdown twin for `Accept: text/markdown`, and on every page a Link to it and to the MCP
 * server; the MCP endpoint and its server card.
 */
export function createSiteApp({ files, rules, mcp }: SiteAppOptions): Hono {
  const app = new Hono();

  const respond = (c: Context, sitePath: string, file: SiteFile, status: 200 | 404, extra: Record<string, string> = {}) => {
    const contentType = contentTypeOf(sitePath);
    const headers: Record<string, string> = { ...headersForPath(rules, sitePath), 'Content-Type': contentType, ...extra };
    if (isCompressible(contentType)) headers.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
    if (file.encoding) headers['Content-Encoding'] = file.encoding;
    if (status === 200 && file.etag) {
      headers.ETag = file.etag;
      const match = c.req.header('If-None-Match');
      if (match && match.split(',').some((tag) => tag.trim() === file.etag)) return new Response(null, { status: 304, headers });
    }
    return new Response(file.body, { status, headers });
  };

  const plain = (status: number, message: string, sitePath = '/', extra: Record<string, string> = {}) =>
    new Response(`${message}\n`, { status, headers: { ...headersForPath(rules, sitePath), 'Content-Type': 'text/plain; charset=utf-8', ...extra } });

  const notFound = async (c: Context, path: string) => {
    const first = path.split('/')[1] ?? '';
    const pages = isLocale(first) && first !== defaultLocale ? [`/${first}/404.html`, '/404.html'] : ['/404.html'];
    for (const page of pages) {
      const file = await files.get(page, acceptedEncodings(c.req.header('Accept-Encoding')));
      if (file) return respond(c, page, file, 404);
    }
    return plain(404, 'Not found', path);
  };

  // HEAD is GET without the body (RFC 9110), on every route; oversized heads are refused on every target alike.
  app.use('*', async (c, next) => {
    let headerBytes = 0;
    c.req.raw.headers.forEach((value, key) => (headerBytes += key.length + value.length + 4));
    if (headerBytes > MAX_REQUEST_HEADER_BYTES) return plain(431, 'Request header fields too large.');
    await next();
    if (c.req.method === 'HEAD' && c.res.body) c.res = new Response(null, { status: c.res.status, headers: c.res.headers });
  });

  app.onError((error) => {
    console.error(error);
    return plain(500, 'The server could not answer this request.');
  });

  const card = (c: Context) => {
    if (!mcp) return notFound(c, c.req.path);
    return c.json(serverCard(new URL(c.req.url).origin), 200, { ...headersForPath(rules, SERVER_CARD_PATH), 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=3600' });
  };
  app.get(SERVER_CARD_PATH, card);
  app.get(SERVER_CARD_ALIAS, card);

  if (mcp) {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Mcp-Session-Id, Mcp-Protocol-Version' };
    app.options(MCP_PATH, () =>
      new Response(null, {
        status: 204,
        headers: { ...cors, 'Access-Control-Allow-Methods': 'POST, GET, DELETE, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type, Accept, Authorization, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID', 'Access-Control-Max-Age': '86400' },
      }),
    );
    app.all(MCP_PATH, async (c) => {
      const response = await mcp(c.req.raw);
      const headers = new Headers(response.headers);
      for (const [key, value] of Object.entries({ ...headersForPath(rules, MCP_PATH), ...cors })) if (!headers.has(key)) headers.set(key, value);
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    });
  }

  app.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      if (c.req.method === 'OPTIONS') return new Response(null, { status: 204, headers: { ...headersForPath(rules, '/'), Allow: PAGE_METHODS } });
      return plain(405, `Method ${c.req.method.slice(0, 20)} is not allowed here: pages are read with GET or HEAD.`, '/', { Allow: PAGE_METHODS });
    }
    const target = requestPath(rawPathname(c.req.url));
    if (target.kind === 'malformed') return plain(400, 'Malformed path.');
    if (target.kind === 'hidden') return notFound(c, '/');
    const { path } = target;
    const query = queryOf(c.req.url);

    const moved = (await files.redirects()).get(path);
    if (moved) return plain(301, `Moved to ${moved}`, path, { Location: moved + (moved.includes('#') ? '' : query) });
    if (path !== '/' && path.endsWith('/')) return plain(301, 'Moved', path, { Location: encodeURI(path.replace(/\/+$/, '') || '/') + query });

    const encodings = acceptedEncodings(c.req.header('Accept-Encoding'));
    if (path.endsWith('.html') && (await files.get(path, []))) return plain(301, 'Moved', path, { Location: encodeURI(cleanUrl(path)) + query });

    const [exact, ...pages] = candidates(path);
    if (path !== '/') {
      const file = await files.get(exact!, encodings);
      if (file) return respond(c, exact!, file, 200);
    }
    for (const page of path === '/' ? [exact!] : pages) {
      const twin = markdownTwinPath(path);
      const wantsMarkdown = accepts(c, { header: 'Accept', supports: ['text/html', MARKDOWN_TYPE], default: 'text/html' }) === MARKDOWN_TYPE;
      if (wantsMarkdown) {
        const markdown = await files.get(twin, encodings);
        if (markdown) return respond(c, twin, markdown, 200, { Vary: 'Accept', 'Content-Location': encodeURI(twin) });
      }
      const file = await files.get(page, encodings);
      if (file) return respond(c, page, file, 200, { Vary: 'Accept', Link: [`<${encodeURI(twin)}>; rel="alternate"; type="${MARKDOWN_TYPE}"`, ...(mcp ? mcpLinks() : [])].join(', ') });
    }
    return notFound(c, path);
  });

  return app;
}
