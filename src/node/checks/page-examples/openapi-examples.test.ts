import { describe, expect, it } from 'vitest';
import type { RawObject } from '../../../shared/openapi/raw';
import { describeFailure, loadExampleWorld, type ExampleWorld } from './check-examples';
import { checkOpenApiExamples } from './openapi-examples';

const world = loadExampleWorld(process.cwd());
const checkoutOnly = (change: (text: string) => string): ExampleWorld => ({
  facts: world.facts,
  apis: { es: world.apis.es.filter((api) => api.api === 'checkout').map((api) => ({ ...api, document: JSON.parse(change(JSON.stringify(api.document))) as RawObject })), en: [] },
});

describe("the definitions' request examples", () => {
  it('are accepted by the simulator where it models the operation', async () => {
    const { outcomes, failures } = await checkOpenApiExamples(checkoutOnly((text) => text));
    expect(failures.map(describeFailure)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.outcome === 'simulated').map((outcome) => outcome.where)).toContain('POST /api/session request example "payment"');
  });

  it('fail, naming the definition and the example, when the simulator refuses one', async () => {
    const { failures } = await checkOpenApiExamples(checkoutOnly((text) => text.replaceAll('fhEcMkl++Ap906Q0GqBEMDDXHEWBCDJemGzZGhggaIM=', 'yTXwS+ZrA8Zhu7ZYR1A4gSTU+qlLE4AEZ9DnzNkMKbQ=')));
    expect(failures.map(describeFailure)).toContain('openapi/checkout/openapi.yaml: POST /api/session request example "payment": the simulator refuses it with HTTP 401 (wrongTranKey)');
  });
});
