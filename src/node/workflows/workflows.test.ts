import { describe, expect, it } from 'vitest';
import { locales } from '../../shared/i18n/locales';
import type { ArazzoDocument } from '../../shared/workflows/arazzo';
import { simulatedRun } from '../../shared/workflows/simulated-run';
import { repositoryFacts } from '../facts/load-facts';
import { readWorkflowFiles, workflowSources } from './load-workflows';

/*
 * CI runs every Arazzo workflow (openapi/workflows/) against the simulator, in both languages: each
 * step's success criteria hold, as the guides say they do. A workflow the simulator cannot run fails
 * here, naming the workflow, the step and the criterion.
 */
const root = process.cwd();
const files = readWorkflowFiles(root);
const facts = repositoryFacts(root);
const sourcesByLocale = Object.fromEntries(locales.map((locale) => [locale, workflowSources(root, files, locale)]));

const cases = files.flatMap(({ file, document }) => document.workflows.flatMap((workflow) => locales.map((locale) => ({ file, document, workflowId: workflow.workflowId, locale }))));

describe('every Arazzo workflow, run against the simulator', () => {
  it('finds the workflows', () => {
    expect(cases.map((item) => item.workflowId)).toEqual(expect.arrayContaining(['checkoutPayment', 'gatewayPurchaseRefundReversal', 'paymentLinkPaid', 'cashVoucherPaid', 'autopayCharge', 'autopayChargeRejected', 'accountValidatorCheck', 'gatewayTokenMerchantCharge', 'threeDSChallenge', 'coreSiteOnboarding']));
  });

  it('leaves out the workflows of products a partial copy leaves out on purpose, and only those', () => {
    const kept = readWorkflowFiles(root, new Set(['account-validator'])).map(({ file }) => file);
    expect(kept).not.toContain('openapi/workflows/account-validator.arazzo.yaml');
    expect(kept).toEqual(files.map(({ file }) => file).filter((file) => file !== 'openapi/workflows/account-validator.arazzo.yaml'));
  });

  it.each(cases.map((item) => [`${item.file} ${item.workflowId} (${item.locale})`, item] as const))('%s: every success criterion holds', async (_, item) => {
    const { run } = simulatedRun({ document: item.document, sources: sourcesByLocale[item.locale]!.get(item.file)!, workflowId: item.workflowId, locale: item.locale, facts });
    const result = await run.all();
    expect(result.failure?.message).toBeUndefined();
    expect(result.steps.length).toBe(run.workflow.steps.length);
    for (const step of result.steps) expect(step.criteria.length, `${step.stepId} checks something`).toBeGreaterThan(0);
  });
});

describe('a broken workflow', () => {
  it('fails naming the workflow, the step and the criterion', async () => {
    const { file, document } = files.find((item) => item.document.workflows.some((workflow) => workflow.workflowId === 'checkoutPayment'))!;
    const broken = structuredClone(document) as ArazzoDocument;
    const workflow = broken.workflows.find((item) => item.workflowId === 'checkoutPayment')!;
    const step = workflow.steps.find((item) => item.stepId === 'getSession')!;
    step.successCriteria = [{ condition: '$statusCode == 201' }, ...(step.successCriteria ?? [])];
    const { run } = simulatedRun({ document: broken, sources: sourcesByLocale.es!.get(file)!, workflowId: 'checkoutPayment', locale: 'es', facts });
    const result = await run.all();
    expect(result.ok).toBe(false);
    expect(result.failure).toMatchObject({ workflowId: 'checkoutPayment', stepId: 'getSession', criterion: '$statusCode == 201' });
    expect(result.failure!.message).toBe('Workflow checkoutPayment, step getSession: the criterion $statusCode == 201 does not hold (the answer was HTTP 200)');
  });
});
