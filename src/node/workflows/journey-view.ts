import type { Locale } from '../../shared/i18n/locales';
import { stepWords, workflowWords } from '../../shared/workflows/arazzo';
import { journeyBundlePath, journeyName } from '../../shared/workflows/journey-bundle';
import { operationScheme } from '../../shared/simulator/auth/security';
import { locateOperation } from '../../shared/workflows/run-workflow';
import { readWorkflowFiles, workflowSources } from './load-workflows';

/**
 * What a guide's `<Journey workflow="…" />` shows before anything runs (src/components/toolkit/Journey.tsx):
 * the workflow's words in the page's language, and each step's words, operation and request as the
 * workflow writes it (runtime expressions as written; the page's run replaces it with the request
 * sent). Throws for a workflow no file defines, so the build names the page's mistake.
 */
export interface JourneyStepView {
  stepId: string;
  words: string;
  method: string;
  url: string;
  /** A step of the simulator's controls (the payer pays, time moves on), not of the API. */
  control: boolean;
  payload?: string;
}

export interface JourneyView {
  workflowId: string;
  bundle: string;
  summary: string;
  description?: string;
  steps: JourneyStepView[];
  /** How the workflow's API steps authenticate, so the card says what the run puts in for the reader: a fresh body `auth`, header credentials, or both. */
  credentials: { bodyAuth: boolean; headers: boolean };
}

const cache = new Map<string, JourneyView>();

export function journeyView(workflowId: string, locale: Locale, repoRoot = process.cwd()): JourneyView {
  const key = `${locale} ${workflowId}`;
  const known = cache.get(key);
  if (known) return known;
  const files = readWorkflowFiles(repoRoot);
  const found = files.find(({ document }) => document.workflows.some((workflow) => workflow.workflowId === workflowId));
  if (!found) throw new Error(`<Journey workflow="${workflowId}">: no workflow ${workflowId} in openapi/workflows/ (${files.flatMap(({ document }) => document.workflows.map((workflow) => workflow.workflowId)).join(', ')})`);
  const workflow = found.document.workflows.find((item) => item.workflowId === workflowId)!;
  const sources = workflowSources(repoRoot, [found], locale).get(found.file)!;
  const schemes = workflow.steps.map((step) => {
    const { operation, source } = locateOperation(sources, step.operationId ?? '');
    return operationScheme(source, operation);
  });
  const view: JourneyView = {
    workflowId,
    bundle: journeyBundlePath(locale, journeyName(found.file)),
    ...workflowWords(workflow, locale),
    steps: workflow.steps.map((step) => {
      const { operation, source } = locateOperation(sources, step.operationId ?? '');
      const payload = step.requestBody?.payload;
      return {
        stepId: step.stepId,
        words: stepWords(step, locale),
        method: operation.method,
        url: `${operation.server}${operation.path}`,
        control: source.document['x-body-auth'] === undefined && operation.path.startsWith('/_simulator/'),
        ...(payload !== undefined ? { payload: JSON.stringify(payload, null, 2) } : {}),
      };
    }),
    credentials: { bodyAuth: schemes.includes('bodyAuth'), headers: schemes.some((scheme) => scheme === 'basic' || scheme === 'bearer' || scheme === 'scudoSignature') },
  };
  cache.set(key, view);
  return view;
}
