import type { Locale } from '@/shared/i18n/locales';
import type { JourneyBundle } from '@/shared/workflows/journey-bundle';
import type { WorkflowRun } from '@/shared/workflows/run-workflow';
import { simulatedRun } from '@/shared/workflows/simulated-run';

/**
 * The heavy half of a journey, loaded at the first press of Run (journey.ts): the workflow's bundle
 * (its Arazzo document, the definitions it calls and their facts, written by the build under
 * /journeys/) and a fresh simulator running it, in the page.
 */
export async function startJourney(bundleUrl: string, workflowId: string, locale: Locale): Promise<WorkflowRun> {
  const response = await fetch(bundleUrl);
  if (!response.ok) throw new Error(`${bundleUrl}: HTTP ${response.status}`);
  const bundle = (await response.json()) as JourneyBundle;
  return simulatedRun({ document: bundle.document, sources: bundle.sources, workflowId, locale, facts: bundle.facts }).run;
}
