import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from '../../shared/site/types';

/**
 * Files under public/ that a browser runs as documents when opened directly: SVG, HTML, XHTML, XML.
 * Served from the docs' origin, a script in one would run there and could read what the site keeps
 * in the reader's storage (the test credentials). The site's own images need none of it, so the
 * content check refuses, naming the file, anything in them that runs or fetches: a script element,
 * an event handler attribute, `foreignObject` (HTML inside SVG), embedded documents, a
 * `javascript:` (or `vbscript:`, `data:text/html`) URL in any attribute, and references to other
 * sites (`href`, `xlink:href`, `src` to http(s) or `//`, `@import`, `url(http…)`); entity
 * declarations too, which could spell any of these where a reader of the text would not see them.
 * The served headers also give these files a policy that forbids scripts (serve.json); this check
 * makes that a second line, not the only one.
 */
export const ACTIVE_ASSET_EXTENSIONS = ['.svg', '.html', '.htm', '.xhtml', '.xht', '.xml', '.xsl', '.xslt'] as const;

/** The build's own bundles, written into public/ by scripts/build-client.ts and build-toolkit.ts. */
const GENERATED = new Set(['client', 'tools']);

const RUNNING_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'frame', 'object', 'embed', 'handler', 'listener', 'base', 'applet', 'portal']);
const REFERENCE_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'codebase', 'background', 'poster']);
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', sol: '/', lpar: '(', rpar: ')' };

/** An attribute value as the parser hands it on: character references decoded (`javascript&#58;`). */
const decoded = (value: string) =>
  value.replace(/&(?:#x([\da-f]+)|#(\d+)|([a-z]+));?/gi, (whole, hex?: string, dec?: string, name?: string) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    if (dec) return String.fromCodePoint(parseInt(dec, 10));
    return NAMED_ENTITIES[name!.toLowerCase()] ?? whole;
  });
/** As a browser reads a URL's start: tabs, line breaks, control characters and spaces do not count. */
const compact = (value: string) => decoded(value).replace(/[\u0000-\u0020]+/g, '').toLowerCase();

const RUNNING_SCHEME = /(?:^|[^a-z])(?:javascript|vbscript|livescript):|data:(?:text\/html|application\/(?:xhtml\+)?xml|image\/svg\+xml)/;
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/|\\\\|\/\\)/;
const ALLOWED_DATA = /^data:image\/(?:png|jpe?g|gif|webp|avif);/;
const STYLE_FETCH = /@import|url\(\s*['"]?\s*(?:[a-z][a-z\d+.-]*:|\/\/)/i;

const TAG = /<([a-z][\w.:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** What in one active file's text runs or fetches, in words; empty when the file is inert. */
export function activeContentProblems(text: string): string[] {
  const problems = new Set<string>();
  if (/<!ENTITY/i.test(text)) problems.add('declares entities (<!ENTITY>), which can spell markup no reader of the file sees. Write the text out.');
  if (/<\?xml-stylesheet/i.test(text)) problems.add('asks for a stylesheet (<?xml-stylesheet?>), which can run a transformation. Put the styles in the file.');
  for (const tag of text.matchAll(TAG)) {
    const element = tag[1]!.toLowerCase().replace(/^[\w.-]+:/, '');
    if (RUNNING_ELEMENTS.has(element)) problems.add(`has a <${tag[1]}> element, which runs code or loads another document. Take it out: the site's images are drawings and text.`);
    for (const attribute of (tag[2] ?? '').matchAll(ATTRIBUTE)) {
      const name = attribute[1]!.toLowerCase();
      const raw = attribute[2] ?? attribute[3] ?? attribute[4];
      if (/^(?:[\w.-]+:)?on[a-z]/.test(name)) problems.add(`has an event handler (${attribute[1]} on <${tag[1]}>), which runs code. Take it out.`);
      if (raw === undefined || name === 'xmlns' || name.startsWith('xmlns:')) continue;
      const value = compact(raw);
      if (RUNNING_SCHEME.test(value)) problems.add(`has a URL that runs code (${attribute[1]}="${raw.slice(0, 40)}" on <${tag[1]}>). Take it out.`);
      else if (REFERENCE_ATTRIBUTES.has(name) && EXTERNAL.test(value) && !ALLOWED_DATA.test(value)) problems.add(`refers to another site or file (${attribute[1]}="${raw.slice(0, 60)}" on <${tag[1]}>). Keep everything it needs inside the file, or link only to #ids within it.`);
      if (name === 'style' && STYLE_FETCH.test(decoded(raw))) problems.add(`loads a stylesheet or image from elsewhere (style on <${tag[1]}>). Keep its styles inside the file.`);
    }
  }
  for (const style of text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    if (STYLE_FETCH.test(style[1]!)) problems.add('loads a stylesheet, font or image from elsewhere in a <style> (@import, url(http…)). Keep its styles inside the file.');
  }
  return [...problems];
}

function activeFiles(dir: string, relative = ''): string[] {
  return readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return !relative && GENERATED.has(entry.name) ? [] : activeFiles(dir, child);
    return (ACTIVE_ASSET_EXTENSIONS as readonly string[]).includes(path.extname(entry.name).toLowerCase()) ? [child] : [];
  });
}

/** Every active file under public/ that is not inert, each problem naming the file. */
export function activeAssetProblems(repoRoot: string): Problem[] {
  const publicDir = path.join(repoRoot, 'public');
  return activeFiles(publicDir).flatMap((file) => activeContentProblems(readFileSync(path.join(publicDir, file), 'utf8')).map((message) => ({ file: `public/${file}`, message })));
}
