import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CODE_THEMES, TOKENIZE_TIME_LIMIT } from './code-themes';
import { tokenClasses } from './code-token-classes';
import { siteHighlighter } from './highlighter';

/** One block highlighted at build time: the attributes of its `<pre>` and the HTML inside it. */
export interface HighlightedCode {
  className: string;
  /** Shiki's CSS variables for both themes when not the usual ones (code-token-classes.ts), else empty. */
  style: string;
  /** The `<code>` element with its coloured tokens. */
  html: string;
}

/** Bumped when the HTML made from Shiki's output changes, so cached blocks are made again. */
const HTML_VERSION = 'token-classes-2';

/**
 * A <wbr> after each slash inside a path or URL (not in `//`, `a / b` or at a line's start), so a
 * narrow sample column wraps `https://checkout-test.ondapay.dev/api/session/{requestId}` between its
 * parts instead of cutting it off or breaking a word. The copy button copies text, which has no <wbr>.
 */
export function withUrlBreaks(html: string): string {
  return html.replace(/>([^<]+)</g, (_, text: string) => `>${text.replace(/([^/:\s<>])\/(?=[^/\s<])/g, '$1/<wbr>')}<`);
}

const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * Results outlive the process, in Next's cache folder: the prerender workers and the fragment
 * writer (scripts/write-outputs.ts) highlight the same API samples, and a block costs some 20 ms.
 * The key holds the code, the language, the themes, the tokenize limit and Shiki's version, so
 * a stale entry is never read. HIGHLIGHT_CACHE=off turns it off; HIGHLIGHT_CACHE_DIR moves it.
 */
const cacheDir = process.env.HIGHLIGHT_CACHE_DIR ?? path.join(process.cwd(), '.next', 'cache', 'ondapay-highlight');
let fingerprint: string | undefined;
function cacheKey(code: string, language: string): string {
  if (fingerprint === undefined) {
    let shiki = 'unknown';
    try {
      shiki = (JSON.parse(readFileSync(path.join(process.cwd(), 'node_modules', 'shiki', 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      // Not where npm puts it: the key still holds the code, language and themes.
    }
    fingerprint = `${shiki}\0${JSON.stringify(CODE_THEMES)}\0${TOKENIZE_TIME_LIMIT}\0${HTML_VERSION}`;
  }
  return createHash('sha256').update(`${fingerprint}\0${language}\0${code}`).digest('hex');
}

function readCache(key: string): HighlightedCode | undefined {
  try {
    return JSON.parse(readFileSync(path.join(cacheDir, `${key}.json`), 'utf8')) as HighlightedCode;
  } catch {
    return undefined;
  }
}

function writeCache(key: string, value: HighlightedCode): void {
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Written whole, then renamed: a worker reading at the same moment sees all of it or nothing.
    const temporary = path.join(cacheDir, `${key}.${process.pid}.tmp`);
    writeFileSync(temporary, JSON.stringify(value));
    renameSync(temporary, path.join(cacheDir, `${key}.json`));
  } catch {
    // A read-only tree: highlighting still works, only slower.
  }
}

const inProcess = new Map<string, Promise<HighlightedCode>>();

/** Highlights code with the same Shiki themes and options as MDX pages (MdxContent). */
export function highlightCode(code: string, language: string): Promise<HighlightedCode> {
  const useCache = process.env.HIGHLIGHT_CACHE !== 'off';
  const key = useCache ? cacheKey(code, language) : `${language}\0${code}`;
  let found = inProcess.get(key);
  if (!found) {
    const cached = useCache ? readCache(key) : undefined;
    found = cached
      ? Promise.resolve(cached)
      : highlight(code, language).then((value) => {
          if (useCache) writeCache(key, value);
          return value;
        });
    inProcess.set(key, found);
  }
  return found;
}

async function highlight(code: string, language: string): Promise<HighlightedCode> {
  const html = (await siteHighlighter()).codeToHtml(code, { lang: language, themes: CODE_THEMES, defaultColor: false, tokenizeTimeLimit: TOKENIZE_TIME_LIMIT, transformers: [tokenClasses] });
  const match = /^<pre([^>]*)>([\s\S]*)<\/pre>$/.exec(html.trim());
  if (!match) throw new Error(`Shiki returned no <pre> for a ${language} block`);
  const attributes = match[1] ?? '';
  return {
    className: decode(/\bclass="([^"]*)"/.exec(attributes)?.[1] ?? ''),
    style: decode(/\bstyle="([^"]*)"/.exec(attributes)?.[1] ?? ''),
    html: withUrlBreaks(match[2] ?? ''),
  };
}

/** `--shiki-light:#24292e;--shiki-dark:#e1e4e8` -> `{ '--shiki-light': '#24292e', … }`, for React's `style`. */
export function styleDeclarations(style: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) out[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
  }
  return out;
}
