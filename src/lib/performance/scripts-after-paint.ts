import { parse } from 'node-html-parser';

/**
 * Next writes its chunk scripts as `<script async>` in <head>, so on a slow link a page's
 * ~145 KB of JavaScript downloads alongside its render-blocking stylesheet and font, and the
 * first paint waits for the bandwidth they share. Every page is complete HTML without
 * JavaScript, so the scripts can wait: after the build, their tags move into one loader that
 * requests them once the page has painted. They are the same files, still async, in the same
 * order; only the moment they are requested changes.
 */
export const SCRIPTS_ATTRIBUTE = 'data-scripts-after-paint';

/**
 * The same text on every page, so the Content-Security-Policy names one hash for it. It waits
 * for the browser's own paint entry (the frame on screen, not merely drawn: a request made in
 * between would still share the bandwidth); where paint timing is missing, for the task after
 * the next frame. A hidden tab paints nothing, so it loads at once, and a tab hidden before its
 * first paint loads then.
 */
export const afterPaintLoader = `(function(){var d=document,s=d.currentScript.getAttribute('${SCRIPTS_ATTRIBUTE}').split(' '),done=false;function load(){if(done)return;done=true;s.forEach(function(src){var e=d.createElement('script');e.src=src;e.async=true;d.head.appendChild(e)})}if(d.visibilityState==='hidden')return load();d.addEventListener('visibilitychange',load,{once:true});var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(list,observer){observer.disconnect();load()}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){setTimeout(load,0)})})();`;

const isNextChunk = (src: string | undefined): src is string => !!src && src.startsWith('/_next/static/');

/**
 * Moves the page's async Next chunk scripts (and their preloads) into the after-paint loader;
 * `also` adds scripts the page would otherwise request later (its islands, see island-chunks.ts).
 */
export function withScriptsAfterPaint(html: string, also: readonly string[] = []): string {
  if (html.includes(SCRIPTS_ATTRIBUTE)) return html;
  const root = parse(html, { blockTextElements: { script: true, style: true } });
  const scripts = root.querySelectorAll('script[src][async]').filter((script) => isNextChunk(script.getAttribute('src')));
  if (scripts.length === 0) return html;
  const preloads = root.querySelectorAll('link[rel="preload"][as="script"]').filter((link) => isNextChunk(link.getAttribute('href')));
  const sources = [...new Set([...scripts.map((script) => script.getAttribute('src') as string), ...also])];
  const cuts = [...scripts, ...preloads].map((element) => element.range).sort((a, b) => b[0] - a[0]);
  let result = html;
  for (const [start, end] of cuts) result = result.slice(0, start) + result.slice(end);
  const bodyEnd = result.lastIndexOf('</body>');
  if (bodyEnd < 0) throw new Error('withScriptsAfterPaint: the page has no </body> to put the loader before.');
  const loader = `<script ${SCRIPTS_ATTRIBUTE}="${sources.join(' ')}">${afterPaintLoader}</script>`;
  return result.slice(0, bodyEnd) + loader + result.slice(bodyEnd);
}

/** Every script a page runs from a file: its own tags and those its loader requests after paint (noModule polyfills excluded). */
export function pageScriptSources(html: string): string[] {
  const root = parse(html, { blockTextElements: { script: true, style: true } });
  const scripts = root.querySelectorAll('script').filter((script) => !script.hasAttribute('nomodule'));
  return scripts.flatMap((script) => {
    const deferred = script.getAttribute(SCRIPTS_ATTRIBUTE);
    if (deferred !== undefined) return deferred.split(' ').filter(Boolean);
    const src = script.getAttribute('src');
    return src ? [src] : [];
  });
}
