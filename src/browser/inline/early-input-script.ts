import { EARLY_INPUT_PROPERTY } from '../../shared/ui/early-input';
import { EARLY_SEARCH_ID, SEARCH_INPUT_ATTRIBUTE } from '../runtime/early-search';
import { CREDENTIALS_STORAGE_KEY, TOOL_ATTRIBUTE, TOOL_EAGER_ATTRIBUTE, TOOL_READY_PROPERTY, TOOLKIT_SRC_ATTRIBUTE } from '../../shared/ui/toolkit-loader';


/**
 * The page's inline script (early-input.ts says what it catches and why), written out by hand as
 * small as it reads: its bytes are in every page. Apart from the modules the page's code imports,
 * so that code never carries it.
 *
 * Clicks are read on the window in the capture phase. Until the site's code has started
 * (src/browser/runtime/main.ts sets `ready`), the last `type="button"` button clicked is kept; the code
 * clicks it again once its listeners are there (takeEarlyClick in early-input.ts). Only those
 * buttons: a link or a submit button works without JavaScript, so clicking it again would act
 * twice. Ctrl+K everywhere, Cmd+K on Apple keyboards, never with Alt. Ctrl/Cmd+K and a click on the
 * search button (the one button with aria-keyshortcuts) also focus search's stand-in input, inside
 * the key press or the tap (early-search.ts), added the first time and emptied for a new search;
 * not while search's own input is there. `label` is the accessible name of search's input. The
 * stand-in is on screen, for a phone to open its keyboard, but one transparent pixel (set through
 * the style object, which the page's Content-Security-Policy allows); 16 px text keeps iOS from
 * zooming in. It stays when it loses focus: search's dialog makes the rest of the page inert while
 * it opens.
 *
 * The toolkit (toolkit-loader.ts): `l()` adds its module once, when a pointer goes down on or focus
 * enters a tool, or once the page is parsed if test credentials are saved (storage may be refused),
 * or if the URL has a query and the page a tool marked eager (a filter the link sets). A click on a
 * button of a tool that does not listen yet is kept in `toolClick` (and not for the site's code,
 * which has no handler for it): the toolkit clicks it again once the tool listens.
 */
export const earlyInputScript = (label: string) =>
  `(function(w){var d=w.document,r=w.${EARLY_INPUT_PROPERTY}={search:!1,openSearch:null,click:null,ready:!1,toolClick:null},L;` +
  `function l(){var T=d.documentElement.getAttribute('${TOOLKIT_SRC_ATTRIBUTE}');L||!T||(L=d.createElement('script'),L.type='module',L.src=T,d.head.appendChild(L))}` +
  `function u(e){var t=e.target;t.closest&&t.closest('[${TOOL_ATTRIBUTE}]')&&l()}w.addEventListener('pointerdown',u,!0);w.addEventListener('focusin',u,!0);` +
  `var K='${CREDENTIALS_STORAGE_KEY}',c;try{c=w.sessionStorage.getItem(K)||w.localStorage.getItem(K)}catch(e){}` +
  `d.addEventListener('DOMContentLoaded',function(){(c||w.location.search&&d.querySelector('[${TOOL_EAGER_ATTRIBUTE}]'))&&l()});` +
  `function s(){if(!d.querySelector('[${SEARCH_INPUT_ATTRIBUTE}]')){var i=d.getElementById('${EARLY_SEARCH_ID}');` +
  `i?d.activeElement!=i&&(i.value=''):(i=d.createElement('input'),i.id='${EARLY_SEARCH_ID}',i.tabIndex=-1,i.setAttribute('aria-label',${JSON.stringify(label).replace(/</g, '\\u003c')}),` +
  `i.style.cssText='position:fixed;top:0;width:1px;height:1px;opacity:0;font-size:16px',d.body.appendChild(i));i.focus()}}` +
  `w.addEventListener('keydown',function(e){if(String(e.key).toLowerCase()!='k'||!(e.ctrlKey||e.metaKey)||e.altKey)return;e.preventDefault();s();r.openSearch?r.openSearch():r.search=!0});` +
  `w.addEventListener('click',function(e){var t=e.target,b=t&&t.closest&&t.closest('button[type="button"]');if(!b)return;b.hasAttribute('aria-keyshortcuts')&&s();var o=b.closest('[${TOOL_ATTRIBUTE}]');if(o){o.${TOOL_READY_PROPERTY}||(r.toolClick=b);return}` +
  `r.ready||(r.click=b)},true)})(window)`;
