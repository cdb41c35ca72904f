import type { ReactNode } from 'react';
import type { Translate } from '@/shared/i18n/translate';
import { toolClasses } from '@/shared/ui/tool-classes';
import type { JourneyView } from '@/node/workflows/journey-view';
import { toolRoot } from './tool-markup';

const preClass = 'mt-1 max-h-72 overflow-auto rounded-md bg-zinc-100 p-2 font-mono text-xs text-zinc-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-600 dark:bg-zinc-800 dark:text-zinc-100';

/** A button whose steps have run (aria-disabled, so it keeps the keyboard's focus) looks spent. */
const spent = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

/** A step's words with their `code` spans, as the workflow writes them. */
function words(text: string): ReactNode[] {
  return text.split(/(`[^`]+`)/).map((piece, index) => (piece.startsWith('`') && piece.endsWith('`') && piece.length > 2 ? <code key={index}>{piece.slice(1, -1)}</code> : piece));
}

/**
 * A runnable journey (`<Journey workflow="checkoutPayment" />` on a flow's main guide page): the
 * Arazzo workflow's steps, numbered, each with its request as the workflow writes it, a button
 * that runs the steps up to it, and a place for its response; "Run all" runs the rest. Rendered
 * here; src/browser/toolkit/tools/journey.ts runs it in the page, and loads the simulator and the
 * workflow's bundle only at the first press. The live region says each step's outcome.
 */
export function Journey({ view, host, t }: { view: JourneyView; host: string; t: Translate }) {
  const id = `journey-${view.workflowId}`;
  return (
    <section aria-labelledby={`${id}-title`} className={toolClasses.panel} data-bundle={view.bundle} data-workflow={view.workflowId} {...toolRoot('journey')}>
      <h3 id={`${id}-title`} className="text-base font-semibold text-zinc-900 dark:text-white">
        {t('journey.title', { summary: view.summary })}
      </h3>
      {view.description ? <p className="mt-1 text-zinc-700 dark:text-zinc-300">{view.description}</p> : null}
      <p className="mt-1 text-zinc-600 dark:text-zinc-400">
        {[t('journey.intro', { host }), ...(view.credentials.bodyAuth ? [t('journey.bodyAuth')] : []), ...(view.credentials.headers ? [t('journey.headerAuth')] : [])].join(' ')}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" data-part="run-all" className={`${toolClasses.primary} ${spent}`}>
          {t('journey.runAll')}
        </button>
        <button type="button" data-part="reset" className={toolClasses.secondary} hidden>
          {t('journey.reset')}
        </button>
      </div>
      <p data-part="status" role="status" aria-live="polite" className="mt-3 font-medium text-zinc-900 empty:hidden dark:text-white" />
      <ol className="mt-3 list-none space-y-3 p-0">
        {view.steps.map((step, index) => (
          <li key={step.stepId} data-step={index} className="min-w-0 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
            <div className="flex min-w-0 items-start gap-2 sm:gap-3">
              <span aria-hidden="true" className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-zinc-200 text-xs font-semibold text-zinc-900 dark:bg-zinc-700 dark:text-white">
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-zinc-900 dark:text-zinc-100">{words(step.words)}</p>
                <p className="mt-1 break-all font-mono text-xs text-zinc-600 dark:text-zinc-400">
                  {step.control ? <span className="mr-1 rounded bg-amber-100 px-1 font-sans text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">{t('journey.simulatorAction')}</span> : null}
                  <span className="font-semibold">{step.method}</span> {step.url}
                </p>
                <details className="mt-2">
                  <summary className="cursor-pointer text-zinc-800 dark:text-zinc-200">{t('journey.request')}</summary>
                  <pre data-part={`request-${index}`} tabIndex={0} aria-label={`${t('journey.request')} ${index + 1}`} className={preClass}>
                    {`${step.method} ${step.url}${step.payload ? `\n\n${step.payload}` : ''}`}
                  </pre>
                </details>
                <div data-part={`response-${index}`} hidden className="mt-2">
                  <p className="font-medium text-zinc-800 dark:text-zinc-200">{t('journey.response')}</p>
                  <pre data-part={`response-body-${index}`} tabIndex={0} aria-label={`${t('journey.response')} ${index + 1}`} className={preClass} />
                  <p className="mt-2 text-xs font-medium text-zinc-800 dark:text-zinc-200">{t('journey.criteria')}</p>
                  <ul data-part={`criteria-${index}`} className="mt-1 list-none space-y-1 p-0 text-xs" />
                </div>
                <button type="button" data-run-step={index} className={`${toolClasses.secondary} ${spent} mt-2`}>
                  {t('journey.runStep', { number: index + 1 })}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
