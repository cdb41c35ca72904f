import { preferredCodeLanguage, setPreferredCodeLanguage } from '@/browser/runtime/code-language';
import { isObject } from '@/shared/openapi/raw';
import { parseJsonSafely } from '@/shared/text/safe-decode';
import type { SimApi, SimOperation } from '@/shared/simulator/api-data';
import { scudoHeader } from '@/shared/toolkit/signature-check';
import { headerCredential, setHeaderLine } from '@/shared/try-it/header-credentials';
import { payerActions } from '@/shared/try-it/payer-actions';
import { checkBody } from '@/shared/try-it/body-check';
import { parseHeaderLines } from '@/shared/try-it/header-lines';
import { findOperation, formBodyExample, prefillBody, prefillHeaders, prefillUrl, rememberAnswer, requestBodyExamples, withAuth, type RequestExample } from '@/shared/try-it/prefill';
import { requestCode } from '@/shared/try-it/request-code';
import { parseTryItValue, TRY_IT_ATTRIBUTE } from '@/shared/ui/try-it-markup';
import { pageEnvironment, type PageEnvironment } from './environment';
import { drawControls } from './controls-view';
import { drawPanel, el, type PanelView } from './panel-view';
import { drawResponse } from './response-view';
import { say } from './words';

/**
 * *Try it* (docs/simulator.md, "In the page"), loaded on a reader's first press of an operation's
 * button (src/browser/runtime/try-it-buttons.ts). The button opens and closes its panel (a
 * disclosure: `aria-expanded`, `aria-controls`); the first opening draws it (panel-view.ts) and
 * loads the page's simulated environment (environment.ts). The request starts as the operation's
 * example with the reader's credentials (prefill.ts), the body is checked against the schema as
 * they type, Send hands it to the simulator in the page, and the answer is shown and announced.
 * Escape closes the panel and gives the focus back to the button.
 */
const views = new WeakMap<HTMLElement, PanelView>();
const CHECK_DELAY_MS = 250;
const COPIED_MS = 2000;

const titleOf = (button: HTMLElement) => {
  const section = button.closest('section');
  const heading = section ? document.getElementById(section.getAttribute('aria-labelledby') ?? '') : null;
  return heading?.querySelector('span span')?.textContent?.trim() ?? heading?.textContent?.trim() ?? '';
};

const firstControl = (view: PanelView) => (view.exampleRow.hidden ? view.url : view.example);

function setOpen(button: HTMLElement, view: PanelView, open: boolean) {
  button.setAttribute('aria-expanded', String(open));
  view.panel.hidden = !open;
  if (open) (view.form.hidden ? view.panel : firstControl(view)).focus();
  else button.focus();
}

export function pressTryIt(button: HTMLElement): void {
  const known = views.get(button);
  if (known) {
    setOpen(button, known, button.getAttribute('aria-expanded') !== 'true');
    return;
  }
  const target = parseTryItValue(button.getAttribute(TRY_IT_ATTRIBUTE));
  if (!target) return;
  const view = drawPanel(titleOf(button));
  views.set(button, view);
  button.after(view.panel);
  button.setAttribute('aria-controls', view.panel.id);
  view.panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    setOpen(button, view, false);
  });
  setOpen(button, view, true);
  void load(view, target.api, target.method, target.path);
}

async function load(view: PanelView, api: string, method: string, path: string): Promise<void> {
  view.status.replaceChildren(say('tryIt.loading'));
  let env: PageEnvironment;
  try {
    env = await pageEnvironment(document);
  } catch {
    const retry = el('button', 'ml-2 underline', say('code.retry'));
    retry.type = 'button';
    retry.addEventListener('click', () => void load(view, api, method, path));
    view.status.replaceChildren(say('tryIt.loadFailed'), retry);
    return;
  }
  const simApi = env.apis.get(api);
  const operation = simApi && findOperation(simApi, method, path);
  if (!simApi || !operation) {
    view.status.replaceChildren(say('tryIt.loadFailed'));
    return;
  }
  view.status.replaceChildren();
  view.note.textContent = say('tryIt.simulated', { host: operation.server || api });
  start(view, env, simApi, operation);
  view.form.hidden = false;
  // The reader is still in the panel (or on its button): the focus goes to its first control.
  if (view.panel.contains(document.activeElement) || document.activeElement === document.body) firstControl(view).focus();
}

function start(view: PanelView, env: PageEnvironment, simApi: SimApi, operation: SimOperation): void {
  const definition = simApi.document;
  const examples: RequestExample[] = requestBodyExamples(definition, operation);
  const credential = headerCredential(simApi, operation);
  const formExample = formBodyExample(definition, operation);
  // A Basic or Bearer credential is written once; a body `auth` and Api Scudo's signature are computed again on every send.
  view.freshRow.hidden = credential.kind === 'basic' || credential.kind === 'bearer';
  if (credential.kind === 'scudo') view.freshText.textContent = say('tryIt.freshSignature');
  const hasBody = operation.operation.requestBody !== undefined;
  view.method.textContent = operation.method;
  view.exampleRow.hidden = examples.length < 2;
  examples.forEach((example, index) => view.example.append(new Option(example.summary ? `${example.summary} (${example.name})` : example.name, String(index))));
  view.bodyRow.hidden = !hasBody;
  view.noBody.hidden = hasBody;
  view.language.value = preferredCodeLanguage() ?? 'cURL';
  if (!view.language.value) view.language.selectedIndex = 0;

  const built = () => ({ method: operation.method, url: view.url.value.trim(), headers: parseHeaderLines(view.headers.value).headers, body: hasBody ? view.body.value : '' });
  const showCode = () => {
    const sample = requestCode(built()).find((candidate) => candidate.label === view.language.value);
    view.sample.textContent = sample?.code ?? '';
    view.code.hidden = false;
  };
  const runCheck = () => {
    const bad = parseHeaderLines(view.headers.value).badLines;
    view.headerCheck.textContent = bad.length > 0 ? say('tryIt.badHeader', { line: bad[0]! }) : '';
    view.headers.setAttribute('aria-invalid', String(bad.length > 0));
    if (!hasBody) return;
    const check = checkBody(definition, operation, view.body.value, env.locale);
    view.body.setAttribute('aria-invalid', String(check.kind === 'badJson' || check.kind === 'problems'));
    if (check.kind === 'problems') {
      const list = el('ul', 'mt-1 space-y-1');
      for (const problem of check.problems) {
        const item = el('li');
        item.append(el('code', 'font-mono text-xs', problem.pointer), ' ', problem.message);
        list.append(item);
      }
      view.check.replaceChildren(el('p', 'font-medium text-rose-700 dark:text-rose-300', say('tryIt.problems')), list);
    } else if (check.kind === 'badJson') {
      view.check.replaceChildren(el('p', 'font-medium text-rose-700 dark:text-rose-300', say('tryIt.badJson', { message: check.message })));
    } else {
      view.check.replaceChildren(check.kind === 'valid' ? el('p', 'text-zinc-600 dark:text-zinc-400', say('tryIt.bodyValid')) : '');
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      runCheck();
      showCode();
    }, CHECK_DELAY_MS);
  };
  const sizeBody = () => (view.body.rows = Math.min(24, Math.max(6, view.body.value.split('\n').length + 1)));
  const describeCredentials = (bearerFound = true) => {
    const credentials = env.credentials(operation.api);
    if (credential.kind === 'basic') view.credentials.textContent = say('tryIt.basicCredential', { clientId: env.basic()?.clientId ?? '' });
    else if (credential.kind === 'bearer') view.credentials.textContent = say(!bearerFound ? 'tryIt.noToken' : credential.api === 'token-requestor' ? 'tryIt.bearerOAuth' : 'tryIt.bearerAccountManager');
    else if (credential.kind === 'scudo') view.credentials.textContent = say(credentials.own ? 'tryIt.scudoOwn' : 'tryIt.scudoExample', { login: credentials.login });
    else view.credentials.textContent = say(credentials.own ? 'tryIt.ownCredentials' : 'tryIt.exampleCredentials', { login: credentials.login });
  };
  /** Api Scudo's signature of the request as it stands, at the simulated environment's now. */
  const signScudo = async () => {
    const { login, secretKey } = env.credentials();
    let path = '';
    try {
      path = new URL(view.url.value.trim()).pathname;
    } catch {
      return; // A URL that is not one is sent as it is, and the simulator says so.
    }
    const header = await scudoHeader({ method: operation.method, path, body: hasBody ? view.body.value : '', login, secretKey }, env.simulator.clock.now());
    view.headers.value = setHeaderLine(view.headers.value, 'X-Scudo-Signature', header);
  };

  const prefill = async () => {
    view.url.value = prefillUrl(definition, operation, env.remembered);
    view.headers.value = prefillHeaders(definition, operation);
    const example = examples[Number(view.example.value)] ?? examples[0];
    view.body.value = example ? prefillBody(example.value, env.simulator.clock.now(), await env.auth(operation.api)) : (formExample ?? '');
    let bearerFound = true;
    if (credential.kind === 'basic') {
      const basic = env.basic();
      if (basic) view.headers.value = setHeaderLine(view.headers.value, 'Authorization', basic.authorization);
    } else if (credential.kind === 'bearer') {
      const token = await env.bearer(credential.api);
      bearerFound = token !== undefined;
      if (token) view.headers.value = setHeaderLine(view.headers.value, 'Authorization', `Bearer ${token}`);
    } else if (credential.kind === 'scudo') await signScudo();
    sizeBody();
    view.headers.rows = Math.max(2, view.headers.value.split('\n').length);
    describeCredentials(bearerFound);
    runCheck();
    showCode();
  };

  let busy = false;
  const send = async () => {
    if (busy) return;
    busy = true;
    view.send.setAttribute('aria-disabled', 'true');
    view.send.textContent = say('tryIt.sending');
    try {
      if (credential.kind !== 'bearer') describeCredentials();
      if (hasBody && view.fresh.checked && credential.kind !== 'scudo') {
        // A body that is not JSON is sent as it is, and the simulator says so.
        const value = parseJsonSafely(view.body.value);
        if (isObject(value) && isObject(value.auth)) view.body.value = JSON.stringify(withAuth(value, await env.auth(operation.api)), null, 2);
      }
      if (credential.kind === 'scudo' && view.fresh.checked) await signScudo();
      runCheck();
      const request = built();
      const response = await env.simulator.handle({ method: request.method, url: request.url, headers: Object.fromEntries(request.headers), ...(hasBody ? { body: request.body } : {}) });
      rememberAnswer(env.remembered, response.body);
      drawResponse(view.response, response, env.simulator.takeNotifications());
      drawControls(view.controls, env, response.status < 300 ? payerActions(simApi.api, parseJsonSafely(response.body)) : []);
      view.announce.textContent = say('tryIt.received', { status: response.status });
      showCode();
    } finally {
      busy = false;
      view.send.removeAttribute('aria-disabled');
      view.send.textContent = say('tryIt.send');
    }
  };

  view.form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });
  for (const control of [view.url, view.headers, view.body]) control.addEventListener('input', changed);
  view.body.addEventListener('input', sizeBody);
  view.example.addEventListener('change', () => void prefill());
  view.reset.addEventListener('click', () => void prefill());
  view.language.addEventListener('change', () => {
    setPreferredCodeLanguage(view.language.value);
    showCode();
  });
  let copiedTimer: ReturnType<typeof setTimeout> | undefined;
  view.copy.addEventListener('click', () => {
    const done = (key: 'code.copied' | 'code.copyFailed') => {
      view.copied.textContent = say(key);
      clearTimeout(copiedTimer);
      copiedTimer = setTimeout(() => (view.copied.textContent = ''), COPIED_MS);
    };
    navigator.clipboard.writeText(view.sample.textContent ?? '').then(() => done('code.copied'), () => done('code.copyFailed'));
  });
  void prefill();
}
