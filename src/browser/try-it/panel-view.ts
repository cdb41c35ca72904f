import type { MessageKey } from '@/shared/i18n/dictionaries/es';
import { sampleLanguages } from '@/shared/openapi/samples';
import { toolClasses } from '@/shared/ui/tool-classes';
import { say } from './words';

/**
 * The *Try it* panel's elements, drawn on the first press below its button: a note that this is a
 * simulation (with the real test host), the request (example, URL, headers, body checked as the
 * reader types, fresh `auth`), Send, the response (status, headers, body, the simulator's notes
 * and the notifications it would send), announced in a live region, and the request as code.
 * Every control has a visible label; the classes are the site's tool classes (tool-classes.ts).
 */
export interface PanelView {
  panel: HTMLElement;
  note: HTMLElement;
  status: HTMLElement;
  form: HTMLFormElement;
  example: HTMLSelectElement;
  exampleRow: HTMLElement;
  method: HTMLElement;
  url: HTMLInputElement;
  headers: HTMLTextAreaElement;
  headerCheck: HTMLElement;
  body: HTMLTextAreaElement;
  bodyRow: HTMLElement;
  noBody: HTMLElement;
  check: HTMLElement;
  credentials: HTMLElement;
  fresh: HTMLInputElement;
  freshRow: HTMLElement;
  freshText: HTMLElement;
  send: HTMLButtonElement;
  reset: HTMLButtonElement;
  announce: HTMLElement;
  response: HTMLElement;
  /** The simulated environment's controls (the payer's actions, the clock), drawn under each answer (controls-view.ts). */
  controls: HTMLElement;
  code: HTMLElement;
  language: HTMLSelectElement;
  sample: HTMLElement;
  copy: HTMLButtonElement;
  copied: HTMLElement;
}

let count = 0;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text) made.textContent = text;
  return made;
}

const subheading = (key: MessageKey) => el('h3', 'mt-6 mb-2 text-base font-semibold text-zinc-900 dark:text-white', say(key));
// Only classes the site's stylesheet has already: the panel adds no CSS to every page.
export const preClass = 'mt-1 max-h-80 overflow-auto rounded-md bg-zinc-100 p-3 font-mono text-xs text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100';

function labelled<T extends HTMLElement>(control: T, key: MessageKey, id: string): { row: HTMLElement; control: T } {
  const row = el('div', 'mt-3');
  const label = el('label', toolClasses.label, say(key));
  control.id = id;
  label.htmlFor = id;
  row.append(label, control);
  return { row, control };
}

export function drawPanel(title: string): PanelView {
  const id = `try-it-${++count}`;
  const panel = el('section', `${toolClasses.panel} mt-0!`);
  panel.id = id;
  panel.setAttribute('aria-label', say('tryIt.panel', { title }));
  panel.tabIndex = -1;

  const note = el('p', 'rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-zinc-900 empty:hidden dark:border-amber-800 dark:bg-amber-950/40 dark:text-zinc-100');
  note.setAttribute('role', 'note');
  const status = el('p', 'mt-3 empty:hidden');
  status.setAttribute('role', 'status');

  const form = el('form', 'mt-1');
  form.hidden = true;
  form.noValidate = true;
  const example = labelled(el('select', toolClasses.input), 'tryIt.example', `${id}-example`);
  const method = el('span', 'shrink-0 rounded-md bg-zinc-100 px-2 py-2 font-mono text-xs font-bold dark:bg-zinc-800');
  const urlRow = labelled(el('input', toolClasses.input), 'tryIt.url', `${id}-url`);
  urlRow.control.type = 'url';
  urlRow.control.spellcheck = false;
  urlRow.control.autocomplete = 'off';
  urlRow.control.classList.remove('mt-1');
  const urlLine = el('div', 'mt-1 flex items-center gap-2');
  urlLine.append(method, urlRow.control);
  urlRow.row.append(urlLine);
  const headers = labelled(el('textarea', toolClasses.input), 'tryIt.headers', `${id}-headers`);
  headers.control.rows = 2;
  headers.control.spellcheck = false;
  const headerCheck = el('p', 'mt-2 text-sm text-rose-700 empty:hidden dark:text-rose-300');
  headerCheck.id = `${id}-header-check`;
  headerCheck.setAttribute('aria-live', 'polite');
  headers.control.setAttribute('aria-describedby', headerCheck.id);
  headers.row.append(headerCheck);
  const body = labelled(el('textarea', toolClasses.input), 'tryIt.body', `${id}-body`);
  body.control.spellcheck = false;
  body.control.setAttribute('autocapitalize', 'off');
  const check = el('div', 'mt-2 text-sm');
  check.id = `${id}-check`;
  check.setAttribute('aria-live', 'polite');
  body.control.setAttribute('aria-describedby', check.id);
  body.row.append(check);
  const noBody = el('p', 'mt-3 text-zinc-600 dark:text-zinc-400', say('api.noRequestBody'));
  const credentials = el('p', 'mt-3 text-zinc-600 dark:text-zinc-400');
  const freshLabel = el('label', 'mt-2 flex items-start gap-2');
  const fresh = el('input', 'mt-1');
  fresh.type = 'checkbox';
  fresh.checked = true;
  const freshText = el('span', '', say('tryIt.freshAuth'));
  freshLabel.append(fresh, freshText);
  const actions = el('div', 'mt-4 flex flex-wrap gap-2');
  const send = el('button', toolClasses.primary, say('tryIt.send'));
  send.type = 'submit';
  const reset = el('button', toolClasses.secondary, say('tryIt.reset'));
  reset.type = 'button';
  actions.append(send, reset);
  form.append(example.row, urlRow.row, headers.row, body.row, noBody, credentials, freshLabel, actions);

  const announce = el('p', 'sr-only');
  announce.setAttribute('role', 'status');
  const response = el('div');
  response.hidden = true;
  const controls = el('section');
  controls.hidden = true;

  const code = el('div');
  code.hidden = true;
  const language = labelled(el('select', toolClasses.input), 'tryIt.language', `${id}-language`);
  for (const { label } of sampleLanguages) language.control.append(new Option(label, label));
  const sample = el('pre', preClass);
  sample.tabIndex = 0;
  sample.setAttribute('aria-label', say('tryIt.code'));
  const copyRow = el('div', 'mt-2 flex items-center gap-2');
  const copy = el('button', toolClasses.secondary, say('code.copy'));
  copy.type = 'button';
  const copied = el('span', 'text-zinc-600 dark:text-zinc-400');
  copied.setAttribute('role', 'status');
  copyRow.append(copy, copied);
  code.append(subheading('tryIt.code'), language.row, sample, copyRow);

  panel.append(note, status, form, announce, response, controls, code);
  return {
    panel,
    note,
    status,
    form,
    example: example.control,
    exampleRow: example.row,
    method,
    url: urlRow.control,
    headers: headers.control,
    headerCheck,
    body: body.control,
    bodyRow: body.row,
    noBody,
    check,
    credentials,
    fresh,
    freshRow: freshLabel,
    freshText,
    send,
    reset,
    announce,
    response,
    controls,
    code,
    language: language.control,
    sample,
    copy,
    copied,
  };
}

export { el, subheading };
