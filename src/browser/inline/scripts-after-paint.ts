import { parse } from 'node-html-parser';
import { FIRST_USE_ATTRIBUTE, SCRIPTS_ATTRIBUTE, STYLES_ATTRIBUTE } from '../../shared/ui/loader-attributes';

/**
 * Every page is complete HTML without JavaScript, and none starts Next's client: Next renders the
 * pages, and the site's own code (src/browser/runtime/main.ts, bundled by scripts/build-client.ts) runs them
 * in the browser. After the build, each page loses Next's scripts and its React payload, and gets
 * one small loader that requests the site's code once the page has painted, so that on a slow link
 * the first paint does not share the bandwidth with scripts (docs/benchmarks.md, "Without Next's
 * client" and "Mobile performance: JavaScript after first paint").
 */
export { FIRST_USE_ATTRIBUTE, SCRIPTS_ATTRIBUTE, STYLES_ATTRIBUTE };

/**
 * The same text on every page, so the Content-Security-Policy names one hash for it. It waits
 * for the browser's own paint entry (the frame on screen, not merely drawn: a request made in
 * between would still share the bandwidth); where paint timing is missing, for the task after
 * the next frame. A hidden tab paints nothing, so it loads at once, and a tab hidden before its
 * first paint loads then. The files are modules; the stylesheets it names (critical-css.ts) are
 * linked first, at the end of <head>, after the critical <style>, so the cascade is the one the
 * stylesheet alone would give.
 */
export const afterPaintLoader = `(function(){var d=document,c=d.currentScript,s=c.getAttribute('${SCRIPTS_ATTRIBUTE}').split(' '),y=(c.getAttribute('${STYLES_ATTRIBUTE}')||'').split(' '),done=false;function load(){if(done)return;done=true;y.forEach(function(h){if(!h)return;var l=d.createElement('link');l.rel='stylesheet';l.href=h;d.head.appendChild(l)});s.forEach(function(src){var e=d.createElement('script');e.type='module';e.src=src;d.head.appendChild(e)})}if(d.visibilityState==='hidden')return load();d.addEventListener('visibilitychange',load,{once:true});var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(list,observer){observer.disconnect();load()}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){setTimeout(load,0)})})();`;

const isNextFile = (url: string | undefined): url is string => !!url && url.startsWith('/_next/static/') && url.endsWith('.js');

/** Next's client in a page: its chunk scripts, its runtime's bootstrap and its React payload (`self.__next_f`). */
export const isNextScript = (script: { src: string | undefined; text: string; id: string | undefined }) =>
  isNextFile(script.src) || script.id === '_R_' || /^\s*\(?self\.__next_f\b/.test(script.text) || script.text.includes('globalThis["TURBOPACK"]');

/**
 * Takes Next's scripts, their preloads and its payload out of a page, and puts in the loader of
 * the site's code (`sources`, the entry module's URL) before </body>.
 */
export function withSiteClient(html: string, sources: readonly string[], firstUse: readonly string[] = []): string {
  if (html.includes(SCRIPTS_ATTRIBUTE)) return html;
  const root = parse(html, { blockTextElements: { script: true, style: true } });
  const scripts = root.querySelectorAll('script').filter((script) => isNextScript({ src: script.getAttribute('src'), text: script.rawText, id: script.getAttribute('id') }));
  const preloads = root.querySelectorAll('link').filter((link) => /\b(?:modulepreload|preload)\b/i.test(link.getAttribute('rel') ?? '') && isNextFile(link.getAttribute('href')));
  const cuts = [...scripts, ...preloads].map((element) => element.range).sort((a, b) => b[0] - a[0]);
  let result = html;
  for (const [start, end] of cuts) result = result.slice(0, start) + result.slice(end);
  const bodyEnd = result.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('withSiteClient: the page has no </body> to put the loader before.');
  const ahead = firstUse.length ? ` ${FIRST_USE_ATTRIBUTE}="${firstUse.join(' ')}"` : '';
  const loader = `<script ${SCRIPTS_ATTRIBUTE}="${sources.join(' ')}"${ahead}>${afterPaintLoader}</script>`;
  return result.slice(0, bodyEnd) + loader + result.slice(bodyEnd);
}

/** Every script a page runs from a file: its own tags and those its loader requests after paint. */
export function pageScriptSources(html: string): string[] {
  const root = parse(html, { blockTextElements: { script: true, style: true } });
  return root.querySelectorAll('script').flatMap((script) => {
    const deferred = script.getAttribute(SCRIPTS_ATTRIBUTE);
    if (deferred !== undefined) return deferred.split(' ').filter(Boolean);
    const src = script.getAttribute('src');
    return src ? [src] : [];
  });
}

/** Every stylesheet a page applies with scripts on: those it links and those its loader links after paint. */
export function pageStylesheets(html: string): string[] {
  const root = parse(html, { blockTextElements: { script: true, noscript: true, style: true } });
  const linked = root.querySelectorAll('link[rel="stylesheet"]').map((link) => link.getAttribute('href') ?? '');
  const afterPaint = root.querySelectorAll(`script[${STYLES_ATTRIBUTE}]`).flatMap((script) => (script.getAttribute(STYLES_ATTRIBUTE) ?? '').split(' '));
  return [...new Set([...linked, ...afterPaint].filter(Boolean))];
}
