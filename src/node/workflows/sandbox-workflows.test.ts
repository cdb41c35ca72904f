import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/simulator/clock';
import { exampleSite } from '../../shared/simulator/site';
import { bodyAuthPreparer } from '../../shared/workflows/body-auth';
import { runWorkflow } from '../../shared/workflows/run-workflow';
import { sandboxTransport } from '../../shared/workflows/sandbox-transport';
import { startHarness } from '../simulator/sandbox-harness';
import { apiOfSource, readWorkflowFiles, workflowSources } from './load-workflows';

/*
 * The same Arazzo workflows against the local sandbox over HTTP (`npm run sandbox`, here on a free
 * port with the workflow's starting instant as its clock): every criterion holds there too, so a
 * reader's own Arazzo runner pointed at the sandbox sees what the page shows.
 */
const root = process.cwd();
const files = readWorkflowFiles(root);
const sources = workflowSources(root, files, 'es');

describe('every Arazzo workflow against the sandbox over HTTP', () => {
  for (const { file, document } of files) {
    for (const workflow of document.workflows) {
      it(`${file} ${workflow.workflowId}`, async () => {
        const own = sources.get(file)!;
        const apis = document.sourceDescriptions.flatMap((source) => apiOfSource(source.url) ?? []);
        const harness = await startHarness(apis, fixedClock(workflow['x-simulator-clock'] ?? new Date()));
        try {
          const result = await runWorkflow({ document, sources: own, workflowId: workflow.workflowId, send: sandboxTransport(harness.origin), prepare: bodyAuthPreparer(exampleSite, () => harness.simulator.clock.now()) });
          expect(result.failure?.message).toBeUndefined();
          expect(result.ok).toBe(true);
        } finally {
          await harness.settled();
          await harness.close();
        }
      });
    }
  }
});
