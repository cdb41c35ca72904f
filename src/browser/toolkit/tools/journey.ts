import { isLocale } from '@/shared/i18n/locales';
import { parseJsonSafely } from '@/shared/text/safe-decode';
import type { StepRun, WorkflowRun } from '@/shared/workflows/run-workflow';
import { h } from '../dom';
import { part } from '../parts';
import { say } from '../strings';

/**
 * A runnable journey (src/components/toolkit/Journey.tsx): "Run step N" runs the steps up to N,
 * "Run all" the rest, "Start again" a fresh simulator. The simulator and the workflow's bundle load
 * at the first press (journey-engine.ts), never before. Each step's request is replaced by the one
 * sent, its response and criteria shown; the live region says each outcome. Buttons of steps
 * already run stay focusable (aria-disabled), so the keyboard's place is never lost.
 */
const pretty = (text: string | undefined) => {
  if (!text) return '';
  const parsed = parseJsonSafely(text);
  return parsed === undefined ? text : JSON.stringify(parsed, null, 2);
};

export function mount(root: HTMLElement) {
  const status = part(root, 'status');
  const runAll = part<HTMLButtonElement>(root, 'run-all');
  const reset = part<HTMLButtonElement>(root, 'reset');
  const stepButtons = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-run-step]'));
  const total = stepButtons.length;
  const written = stepButtons.map((_, index) => part(root, `request-${index}`).textContent ?? '');
  const locale = isLocale(document.documentElement.lang) ? document.documentElement.lang : 'es';
  let run: Promise<WorkflowRun> | undefined;
  let busy = false;

  const engine = () => {
    run ??= import('./journey-engine').then((module) => module.startJourney(root.dataset.bundle ?? '', root.dataset.workflow ?? '', locale));
    run.catch(() => (run = undefined));
    return run;
  };

  function update(current: WorkflowRun | undefined) {
    const done = current ? current.steps.length : 0;
    const over = current !== undefined && current.next === undefined;
    stepButtons.forEach((button, index) => button.setAttribute('aria-disabled', String(busy || over || index < done)));
    runAll.setAttribute('aria-disabled', String(busy || over));
    reset.hidden = done === 0;
  }

  function showStep(step: StepRun, index: number) {
    part(root, `request-${index}`).textContent = `${step.request.method} ${step.request.url}${step.request.body ? `\n\n${pretty(step.request.body)}` : ''}`;
    const response = part(root, `response-${index}`);
    response.hidden = false;
    part(root, `response-body-${index}`).textContent = step.response ? `HTTP ${step.response.status}\n\n${pretty(step.response.body)}` : (step.error ?? '');
    const list = part(root, `criteria-${index}`);
    list.replaceChildren(
      ...step.criteria.map((criterion) =>
        h('li', { class: criterion.ok ? 'text-emerald-800 dark:text-emerald-300' : 'text-rose-800 dark:text-rose-300' }, `${criterion.ok ? '✓' : '✗'} `, h('code', {}, criterion.condition), ` (${say(criterion.ok ? 'journey.drawn.holds' : 'journey.drawn.fails')})`),
      ),
    );
  }

  async function runUpTo(target: number) {
    if (busy) return;
    busy = true;
    update(undefined);
    let current: WorkflowRun | undefined;
    try {
      status.textContent = say('journey.drawn.loading');
      current = await engine();
      while (current.next && current.steps.length <= target) {
        const index = current.steps.length;
        status.textContent = say('journey.drawn.running', { number: index + 1, total });
        const step = (await current.step())!;
        showStep(step, index);
        if (!step.ok) {
          status.textContent = say('journey.drawn.stepFailed', { number: index + 1, total, criterion: current.failure?.criterion ?? step.error ?? '' });
          break;
        }
        status.textContent = say('journey.drawn.stepOk', { number: index + 1, total, status: step.response?.status ?? '' });
      }
      if (!current.next && !current.failure) status.textContent = say('journey.drawn.done', { total });
    } catch (error) {
      console.error(error);
      status.textContent = say('journey.drawn.loadFailed');
    } finally {
      busy = false;
      update(current);
    }
  }

  runAll.addEventListener('click', () => runAll.getAttribute('aria-disabled') !== 'true' && void runUpTo(total - 1));
  stepButtons.forEach((button, index) => button.addEventListener('click', () => button.getAttribute('aria-disabled') !== 'true' && void runUpTo(index)));
  reset.addEventListener('click', () => {
    if (busy) return;
    run = undefined;
    written.forEach((text, index) => {
      part(root, `request-${index}`).textContent = text;
      part(root, `response-${index}`).hidden = true;
    });
    status.textContent = '';
    update(undefined);
    runAll.focus();
  });
}
