import { ASIDE_ATTRIBUTE, DROPDOWN_ATTRIBUTE, PANEL_ATTRIBUTE, PART_IDS_ATTRIBUTE, PART_SRC_ATTRIBUTE, PART_WORD_ATTRIBUTES, SWITCH_ATTRIBUTE, type PartWords } from '../../shared/ui/api-markup';
import type { FragmentLoader } from './code-fragment-loader';
import { fragmentId } from './fragment-id';
import { showPendingNote } from './retry-note';
import { setDropdownValue } from './static-dropdowns';

/**
 * The API reference's switches (switch-html.ts) in the browser: every panel is in the page and the
 * chosen one is shown. A status is a native radio button, checked by the browser from the first
 * tap; a variant is a dropdown (static-dropdowns.ts), whose choice comes here. A link to something
 * inside a hidden panel (search links an error response, `#…-response-409`) shows that panel first.
 *
 * In a build, a panel not shown first is a part: its HTML is fetched when it is chosen, or as soon as
 * a pointer or the focus comes to its switch's selector (switch-html.ts says why). Meanwhile it says
 * it is loading; a failed fetch says so, with a button to try again.
 */

/** The switch's own panels and asides, not those of a switch nested in one of them. */
const partsOf = (root: Element, attribute: string) => [...root.querySelectorAll<HTMLElement>(`[${attribute}]`)].filter((part) => part.closest(`[${SWITCH_ATTRIBUTE}]`) === root);

interface Parts {
  load: FragmentLoader;
  /** Called with a part once its HTML is in (its code to load, its language groups to set). */
  filled: (part: HTMLElement) => void;
}

let parts: Parts | undefined;
const filling = new WeakMap<HTMLElement, Promise<void>>();
const RETRY = 'data-retry-part';

const isPart = (element: HTMLElement) => element.hasAttribute(PART_SRC_ATTRIBUTE);
const wordOf = (part: Element, key: keyof PartWords) => part.closest(`[${SWITCH_ATTRIBUTE}]`)?.getAttribute(PART_WORD_ATTRIBUTES[key]) ?? '';

const partNote = (part: HTMLElement, failed: boolean) =>
  showPendingNote(part, { failed, loading: wordOf(part, 'loading'), text: wordOf(part, 'failed'), retry: wordOf(part, 'retry'), retryAttribute: RETRY });

/** Puts a part's HTML in once; resolves when it is in (or has failed, and says so). */
function fillPart(part: HTMLElement): Promise<void> {
  const known = filling.get(part);
  if (known || !parts || !isPart(part)) return known ?? Promise.resolve();
  const { load, filled } = parts;
  partNote(part, false);
  const done = load(part.getAttribute(PART_SRC_ATTRIBUTE)!).then(
    (html) => {
      part.removeAttribute('aria-busy');
      part.removeAttribute(PART_SRC_ATTRIBUTE);
      part.removeAttribute(PART_IDS_ATTRIBUTE);
      part.innerHTML = html;
      filled(part);
    },
    () => {
      filling.delete(part);
      partNote(part, true);
    },
  );
  filling.set(part, done);
  return done;
}

/** Shows panel `index` of a switch, with its aside; resolves once a part among them has its HTML. */
export function showPanel(root: Element, index: number): Promise<void> {
  const fills: Array<Promise<void>> = [];
  for (const attribute of [PANEL_ATTRIBUTE, ASIDE_ATTRIBUTE]) {
    for (const part of partsOf(root, attribute)) {
      part.hidden = part.getAttribute(attribute) !== String(index);
      if (!part.hidden && isPart(part)) fills.push(fillPart(part));
    }
  }
  return Promise.all(fills).then(() => undefined);
}

/** The selector of a switch: its radio buttons, or its dropdown's wrapper. */
function selectorOf(root: Element): { radios: HTMLInputElement[]; dropdown: HTMLElement | null } {
  const own = <T extends Element>(elements: Iterable<T>) => [...elements].filter((element) => element.closest(`[${SWITCH_ATTRIBUTE}]`) === root);
  const radios = own(root.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
  const [dropdown] = own(root.querySelectorAll<HTMLElement>(`[${DROPDOWN_ATTRIBUTE}]`)).filter((wrapper) => !wrapper.closest('[data-code-block]'));
  return { radios, dropdown: dropdown ?? null };
}

/** Chooses panel `index` as a reader would: the selector says so too. */
export function choosePanel(root: Element, index: number): Promise<void> {
  const { radios, dropdown } = selectorOf(root);
  const radio = radios[index];
  if (radio) radio.checked = true;
  if (dropdown) setDropdownValue(dropdown, String(index));
  return showPanel(root, index);
}

/** The panel holding `target` in each hidden switch around it, outermost first. */
function hiddenPanelsAround(target: Element): Array<{ root: Element; index: number }> {
  const found: Array<{ root: Element; index: number }> = [];
  for (let part = target.closest<HTMLElement>(`[${PANEL_ATTRIBUTE}],[${ASIDE_ATTRIBUTE}]`); part; part = part.parentElement?.closest<HTMLElement>(`[${PANEL_ATTRIBUTE}],[${ASIDE_ATTRIBUTE}]`) ?? null) {
    const root = part.closest(`[${SWITCH_ATTRIBUTE}]`);
    const index = Number(part.getAttribute(PANEL_ATTRIBUTE) ?? part.getAttribute(ASIDE_ATTRIBUTE));
    if (root && part.hidden) found.unshift({ root, index });
  }
  return found;
}

/**
 * Shows what the URL's fragment points at when a hidden panel holds it, and brings it into view;
 * `arrived` also brings it into view when it is shown already (it has just come into the page, after
 * the browser looked for it). A target in a part not fetched yet is fetched first. Returns whether
 * it will scroll.
 */
export function revealFragment(document: Document, { arrived = false } = {}): boolean {
  const id = fragmentId(document.location.hash);
  if (!id) return false;
  const target = document.getElementById(id);
  if (!target) {
    const holder = [...document.querySelectorAll<HTMLElement>(`[${PART_IDS_ATTRIBUTE}]`)].find((part) => part.getAttribute(PART_IDS_ATTRIBUTE)!.split(' ').includes(id));
    if (!holder) return false;
    const fills = [...hiddenPanelsAround(holder).map(({ root, index }) => choosePanel(root, index)), fillPart(holder)];
    // Once it is in, the target is too, or the part inside it that holds it; a part that failed stays, with its button.
    void Promise.all(fills).then(() => !isPart(holder) && revealFragment(document, { arrived: true }));
    return true;
  }
  const hidden = hiddenPanelsAround(target);
  if (hidden.length === 0 && !arrived) return false;
  for (const { root, index } of hidden) void choosePanel(root, index);
  requestAnimationFrame(() => target.scrollIntoView());
  return true;
}

/** Shows the panel of every checked radio button (a status tapped before this code arrived). */
export function syncCheckedPanels(root: ParentNode): void {
  for (const radio of root.querySelectorAll<HTMLInputElement>(`[${SWITCH_ATTRIBUTE}] input[type="radio"]:checked`)) {
    const owner = radio.closest(`[${SWITCH_ATTRIBUTE}]`);
    if (owner) void showPanel(owner, Number(radio.value));
  }
}

/** The parts of the switch whose selector `target` is in, or of the switch `target` is. */
function ownParts(target: EventTarget | null): HTMLElement[] {
  if (!(target instanceof Element)) return [];
  const selector = target.closest(`[role="radiogroup"], [${DROPDOWN_ATTRIBUTE}]`);
  const root = selector?.closest(`[${SWITCH_ATTRIBUTE}]`);
  if (!selector || !root || selector.closest('[data-code-block]')) return [];
  return [...partsOf(root, PANEL_ATTRIBUTE), ...partsOf(root, ASIDE_ATTRIBUTE)].filter(isPart);
}

/**
 * Listens on `document` for status changes, fragment changes, a pointer or the focus coming to a
 * selector (its parts are fetched ahead of the choice) and a press on a failed part's button;
 * `load` fetches parts and `filled` is told of each once it is in. Returns what stops it.
 */
export function watchSwitches(document: Document, { load, filled }: Parts): () => void {
  parts = { load, filled };
  const onChange = (event: Event) => {
    const radio = event.target;
    if (!(radio instanceof HTMLInputElement) || radio.type !== 'radio' || !radio.checked) return;
    const root = radio.closest(`[${SWITCH_ATTRIBUTE}]`);
    if (root) void showPanel(root, Number(radio.value));
  };
  const onApproach = (event: Event) => {
    for (const part of ownParts(event.target)) if (!filling.has(part)) load(part.getAttribute(PART_SRC_ATTRIBUTE)!).catch(() => undefined);
  };
  // One press tries again every shown part of the switch that failed (a status's panel and its aside fail together).
  const onClick = (event: Event) => {
    const part = event.target instanceof Element && event.target.closest(`[${RETRY}]`) ? event.target.closest<HTMLElement>(`[${PART_SRC_ATTRIBUTE}]`) : null;
    const root = part?.closest(`[${SWITCH_ATTRIBUTE}]`);
    if (!part || !root) return;
    for (const failed of [...partsOf(root, PANEL_ATTRIBUTE), ...partsOf(root, ASIDE_ATTRIBUTE)]) if (!failed.hidden && isPart(failed)) void fillPart(failed);
  };
  const onHashChange = () => revealFragment(document);
  document.addEventListener('change', onChange);
  document.addEventListener('pointerover', onApproach);
  document.addEventListener('focusin', onApproach);
  document.addEventListener('click', onClick);
  document.defaultView?.addEventListener('hashchange', onHashChange);
  return () => {
    parts = undefined;
    document.removeEventListener('change', onChange);
    document.removeEventListener('pointerover', onApproach);
    document.removeEventListener('focusin', onApproach);
    document.removeEventListener('click', onClick);
    document.defaultView?.removeEventListener('hashchange', onHashChange);
  };
}
