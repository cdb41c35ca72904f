import { declaredTwinProblems } from '../agents/markdown-alternates';
import { MARKDOWN_TYPE } from '../../shared/content/markdown-twin';
import { quoteScript, runsAsScript, scriptHash } from '../security/csp';
import type { SiteScripts } from '../security/site-scripts';
import { isLocale } from '../../shared/i18n/locales';
import { EARLY_INPUT_PROPERTY } from '../../shared/ui/early-input';
import { earlyInputScriptFor } from './early-input-in-page';
import { emptyOperations, partsIn } from './operations-in-page';
import { afterPaintLoader, FIRST_USE_ATTRIBUTE, isNextScript, SCRIPTS_ATTRIBUTE, STYLES_ATTRIBUTE } from '../../browser/inline/scripts-after-paint';

/**
 * What a page must look like once scripts/finish-output.ts has run: none of Next's client (its
 * scripts, its preloads, its React payload), the site's own code requested by the after-paint
 * loader, the early-input script in <head> of every page but the not-found ones, the font's preload on every
 * page that links the stylesheet, no inline script but the site's own (site-scripts.ts), a
 * Content-Security-Policy whose hashes are exactly the page's inline scripts, and (Next's metadata, checked here because every page is read here) one declared
 * Markdown twin, its own. A page that misses any of these still renders, so nothing else would
 * notice: the page would load its JavaScript alongside the stylesheet, or the browser would block a
 * script and leave the page inert.
 *
 * The markup is read here with its own small scanner, not node-html-parser as the finishing
 * code reads it: a parsing slip in the code that writes the policy would otherwise be repeated
 * by the code that checks it. Which scripts run and how they hash are facts of the HTML and CSP
 * specifications, shared with csp.ts.
 */
export interface FinishedBuild {
  /** Whether the build output holds a file at this URL path (`/client/site-a1b2.js`). */
  exists: (url: string) => boolean;
  /** The URL of the site's code, the module every page's loader requests (src/node/build/client-bundle.ts). */
  client: string;
  /** The site's own inline scripts (site-scripts.ts): a page may hold no other. */
  siteScripts: SiteScripts;
}

export interface BuiltHtml {
  /** How problems name the page: its file, `out/checkout/create-session.html`. */
  name: string;
  /** The URL it is served at (builtPages), which names the Markdown twin it must declare. */
  url: string;
  html: string;
  /** A not-found page (builtPages): served for unknown URLs, with no search button. */
  notFound?: boolean;
}

interface Tag {
  name: 'script' | 'style' | 'meta' | 'link';
  attributes: Map<string, string>;
  /** A script's source text, as the browser hands it to the script engine and to CSP. */
  text: string;
}

const ATTRIBUTES = String.raw`((?:[^>"']|"[^"]*"|'[^']*')*)`;
// Script and style contents are raw text up to their end tag (`</script` then a space, / or >),
// so a `<meta` or `<script` inside them is not a tag; comments are skipped for the same reason.
const TOKEN = new RegExp(String.raw`<!--[\s\S]*?-->|<(script|style)(?=[\s/>])${ATTRIBUTES}>([\s\S]*?)<\/\1(?=[\s/>])[^>]*>|<(meta|link)(?=[\s/>])${ATTRIBUTES}>`, 'gi');
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

function tagsOf(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of html.matchAll(TOKEN)) {
    const name = (match[1] ?? match[4])?.toLowerCase() as Tag['name'] | undefined;
    if (!name) continue;
    const attributes = new Map<string, string>();
    for (const attribute of (match[2] ?? match[5] ?? '').matchAll(ATTRIBUTE)) {
      const value = attribute[2] ?? attribute[3] ?? attribute[4] ?? '';
      attributes.set(attribute[1]!.toLowerCase(), value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!));
    }
    tags.push({ name, attributes, text: match[3] ?? '' });
  }
  return tags;
}

function runsInline(script: Tag): boolean {
  return !script.attributes.has('src') && runsAsScript(script.attributes.get('type'));
}

const quote = quoteScript;
const list = (urls: readonly string[]) => urls.join(', ');

function nextClientProblems(tags: readonly Tag[]): string[] {
  const problems: string[] = [];
  for (const tag of tags) {
    if (tag.name === 'script' && isNextScript({ src: tag.attributes.get('src'), text: tag.text, id: tag.attributes.get('id') })) {
      problems.push(`still has Next's client: ${tag.attributes.has('src') ? `<script src="${tag.attributes.get('src')}">` : quote(tag.text)}. No page starts it; the site's own code runs the page (src/browser/runtime/main.ts).`);
    }
    const rel = (tag.attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = tag.attributes.get('href');
    if (tag.name === 'link' && (rel.includes('modulepreload') || rel.includes('preload')) && href?.startsWith('/_next/static/') && href.endsWith('.js')) {
      problems.push(`still preloads a Next chunk: <link rel="${tag.attributes.get('rel')}" href="${href}">.`);
    }
  }
  return problems;
}

function loaderProblems(loaders: readonly Tag[], listed: readonly string[], build: FinishedBuild): string[] {
  if (loaders.length === 0) return [`has no after-paint loader (<script ${SCRIPTS_ATTRIBUTE}>), so the site's code never runs on it.`];
  const problems: string[] = [];
  if (loaders.length > 1) problems.push(`has ${loaders.length} after-paint loaders; one must request the site's code.`);
  for (const loader of loaders) {
    if (loader.text === afterPaintLoader) continue;
    let at = 0;
    while (loader.text[at] === afterPaintLoader[at]) at++;
    problems.push(`an after-paint loader's text differs from afterPaintLoader (scripts-after-paint.ts) from character ${at}: ${quote(loader.text.slice(at))}.`);
  }
  // Split as the loader splits it: an empty entry would be requested as a script.
  if (listed.length === 0 || listed.includes('')) problems.push(`an after-paint loader's ${SCRIPTS_ATTRIBUTE} list is empty or has an empty entry (a doubled, leading or trailing space).`);
  const missing = [...new Set(listed.filter((url) => url && !build.exists(url)))];
  if (missing.length) problems.push(`the after-paint loader requests ${list(missing)}, not in the build output.`);
  if (!listed.includes(build.client)) problems.push(`its after-paint loader does not request the site's code, ${build.client}.`);
  const ahead = loaders.flatMap((loader) => (loader.attributes.get(FIRST_USE_ATTRIBUTE) ?? '').split(' ').filter(Boolean));
  const gone = [...new Set(ahead.filter((url) => !build.exists(url)))];
  if (gone.length) problems.push(`its after-paint loader has the site's code fetch ${list(gone)} ahead, not in the build output.`);
  return problems;
}

function cspProblems(tags: readonly Tag[], siteScripts: SiteScripts): string[] {
  const metas = tags.filter((tag) => tag.name === 'meta' && tag.attributes.get('http-equiv')?.toLowerCase() === 'content-security-policy');
  if (metas.length === 0) return ['has no Content-Security-Policy meta tag.'];
  const problems: string[] = [];
  if (metas.length > 1) problems.push(`has ${metas.length} Content-Security-Policy meta tags; the browser enforces every one, so a page needs exactly one.`);
  const meta = metas[0]!;
  const scripts = tags.filter((tag) => tag.name === 'script');
  if (scripts.length && tags.indexOf(scripts[0]!) < tags.indexOf(meta)) problems.push('its Content-Security-Policy meta tag comes after a script, which the policy then does not cover.');

  const directives = (meta.attributes.get('content') ?? '').split(';').map((directive) => directive.trim().split(/\s+/));
  const scriptSrc = directives.find(([name]) => name?.toLowerCase() === 'script-src');
  if (!scriptSrc) return [...problems, 'its Content-Security-Policy has no script-src directive.'];
  const allowed = new Set(scriptSrc.slice(1).filter((source) => /^'sha(?:256|384|512)-/i.test(source)));

  const inline = scripts.filter(runsInline);
  const hashes = new Set<string>();
  inline.forEach((script, index) => {
    const hash = scriptHash(script.text);
    hashes.add(hash);
    if (!siteScripts.has(script.text.replace(/\r\n?/g, '\n'))) {
      problems.push(`inline script ${index + 1} of ${inline.length} (${quote(script.text)}) is not one of the site's own (src/node/security/site-scripts.ts). A page runs only the code the site writes: find what put it there (a page's MDX, a component) and take it out.`);
    } else if (!allowed.has(hash)) problems.push(`inline script ${index + 1} of ${inline.length} (${quote(script.text)}) has no hash in the policy's script-src, so the browser blocks it.`);
  });
  for (const source of allowed) {
    if (!hashes.has(source)) problems.push(`the policy's script-src allows ${source}, the SHA-256 hash of no inline script of the page.`);
  }
  return problems;
}

/**
 * The page's first paint waits for no stylesheet (critical-css.ts): its rules are in an inline
 * <style> that the policy allows by hash (never 'unsafe-inline'), and the stylesheet is linked by
 * the after-paint loader, with a <noscript> link for readers without scripts.
 */
function styleProblems(html: string, tags: readonly Tag[]): string[] {
  const problems: string[] = [];
  const meta = tags.find((tag) => tag.name === 'meta' && tag.attributes.get('http-equiv')?.toLowerCase() === 'content-security-policy');
  const styleSrc = (meta?.attributes.get('content') ?? '').split(';').map((directive) => directive.trim().split(/\s+/)).find(([name]) => name?.toLowerCase() === 'style-src');
  const styles = tags.filter((tag) => tag.name === 'style');
  if (!styleSrc) return meta && styles.length ? ['its Content-Security-Policy has no style-src directive, so any inline <style> would apply.'] : [];
  if (styleSrc.includes("'unsafe-inline'")) problems.push("its policy's style-src allows 'unsafe-inline': any inline <style> put in the page would apply. The critical CSS is allowed by its hash (csp.ts).");
  const allowed = new Set(styleSrc.slice(1).filter((source) => /^'sha(?:256|384|512)-/i.test(source)));
  const hashes = new Set(styles.map((style) => scriptHash(style.text)));
  styles.forEach((style, index) => {
    if (!allowed.has(scriptHash(style.text))) problems.push(`inline <style> ${index + 1} of ${styles.length} (${quote(style.text)}) has no hash in the policy's style-src, so the browser ignores it.`);
  });
  for (const source of allowed) {
    if (!hashes.has(source)) problems.push(`the policy's style-src allows ${source}, the SHA-256 hash of no inline <style> of the page.`);
  }
  const linked = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)];
  const head = html.indexOf('</head>');
  if (linked.some((link) => link.index < head)) problems.push('links a stylesheet in <head>, so its first paint waits for it (scripts/finish-output.ts writes the critical CSS in and has the after-paint loader link the stylesheet).');
  if (linked.length && styles.length === 0) problems.push('links a stylesheet but has no critical CSS in a <style>, so its text paints unstyled until the stylesheet comes.');
  const noscripts = [...html.matchAll(/<noscript>[\s\S]*?<\/noscript>/g)].map((match) => [match.index, match.index + match[0].length] as const);
  const inNoscript = (at: number) => noscripts.some(([start, end]) => at > start && at < end);
  if (linked.some((link) => link.index > head && !inNoscript(link.index))) problems.push(`links a stylesheet in <body> outside <noscript>: it is requested at the highest priority while the page parses, beside the page (critical-css.ts names it on the after-paint loader's ${STYLES_ATTRIBUTE} instead).`);
  const named = new Set(tags.filter((tag) => tag.name === 'script').flatMap((tag) => (tag.attributes.get(STYLES_ATTRIBUTE) ?? '').split(' ').filter(Boolean)));
  const fallback = linked.filter((link) => inNoscript(link.index)).map((link) => /\bhref="([^"]+)"/.exec(link[0])?.[1] ?? '');
  for (const href of fallback) if (!named.has(href)) problems.push(`links ${href} for readers without scripts, but its after-paint loader does not link it (${STYLES_ATTRIBUTE}), so it never applies with scripts on.`);
  for (const href of named) if (!fallback.includes(href)) problems.push(`its after-paint loader links ${href}, but no <noscript> links it for readers without scripts.`);
  return problems;
}

function earlyInputProblems(html: string, tags: readonly Tag[], notFound: boolean): string[] {
  const early = tags.filter((tag) => tag.name === 'script' && tag.text.includes(EARLY_INPUT_PROPERTY));
  if (notFound) return early.length ? ['is a not-found page with the early-input script, which keeps Ctrl/Cmd+K from the browser for a search button the page does not have.'] : [];
  if (early.length !== 1) return [`has ${early.length} early-input scripts (early-input-in-page.ts); it needs one, or taps and Ctrl/Cmd+K made before the site's code runs are lost.`];
  const lang = /<html\s[^>]*\blang="([^"]*)"/.exec(html)?.[1];
  if (!isLocale(lang)) return [`its <html lang="${lang ?? ''}"> is not a language of the site, so its early-input script cannot be checked.`];
  const problems: string[] = [];
  if (early[0]!.text !== earlyInputScriptFor(lang)) problems.push(`its early-input script is not earlyInputScriptFor('${lang}') (early-input-in-page.ts): ${quote(early[0]!.text)}.`);
  if (html.indexOf(EARLY_INPUT_PROPERTY) > html.indexOf('</head>')) problems.push('its early-input script is not in <head>, so taps made while the page parses are lost.');
  return problems;
}

/** The Markdown twin a page declares for agents (markdown-alternates.ts); a not-found page, served at every unknown URL, has none. */
function twinProblems(tags: readonly Tag[], url: string | undefined, notFound: boolean): string[] {
  if (url === undefined || notFound) return [];
  const declared = tags.filter((tag) => tag.name === 'link' && tag.attributes.get('rel') === 'alternate' && tag.attributes.get('type') === MARKDOWN_TYPE);
  return declaredTwinProblems(url, declared.map((tag) => tag.attributes.get('href') ?? ''));
}

/** An API operation whose HTML finish-output did not write in (operations-in-page.ts). */
const operationProblems = (html: string) => emptyOperations(html).map((src) => `its API operation ${src} is empty: the build has no HTML for it (src/components/api/ApiOperation.tsx writes it while prerendering).`);

/** A panel the page fetches when chosen (src/node/html/switch-html.ts) that is not beside it. */
const partProblems = (html: string, build: FinishedBuild) =>
  partsIn(html)
    .filter((src) => !build.exists(src))
    .map((src) => `one of its API panels, ${src}, is not in out/: choosing it would fail (scripts/finish-output.ts copies each operation's parts).`);

/** Everything wrong with one finished page, in words; empty when it is as finish-output leaves it. */
export function finishedPageProblems(html: string, build: FinishedBuild, { notFound = false, url }: { notFound?: boolean; url?: string } = {}): string[] {
  const tags = tagsOf(html);
  const loaders = tags.filter((tag) => tag.name === 'script' && tag.attributes.has(SCRIPTS_ATTRIBUTE));
  const listed = loaders.flatMap((loader) => loader.attributes.get(SCRIPTS_ATTRIBUTE)!.split(' '));
  return [
    ...nextClientProblems(tags),
    ...loaderProblems(loaders, listed, build),
    ...earlyInputProblems(html, tags, notFound),
    ...cspProblems(tags, build.siteScripts),
    ...styleProblems(html, tags),
    ...twinProblems(tags, url, notFound),
    ...operationProblems(html),
    ...partProblems(html, build),
  ];
}

/** Every problem of every page, each line naming its page. */
export function finishedSiteProblems(pages: readonly BuiltHtml[], build: FinishedBuild): string[] {
  return pages.flatMap((page) => finishedPageProblems(page.html, build, { notFound: page.notFound, url: page.url }).map((problem) => `${page.name}: ${problem}`));
}
