import { describe, expect, it } from 'vitest';
import { journeyFiles } from '../workflows/journey-bundles';
import { ToolError } from './docs-tools';
import { createSimulationTool } from './simulation-tool';

const files = journeyFiles(process.cwd());
const tool = createSimulationTool({ describe: 'memory', read: async (path) => files.get(path) });

describe('run_simulation', () => {
  it('runs a workflow whole and returns each step with its request, response and criteria', async () => {
    const result = await tool.runSimulation({ workflowId: 'checkoutPayment', locale: 'en' });
    expect(result).toMatchObject({ simulated: true, ok: true, locale: 'en', workflowId: 'checkoutPayment', outputs: { requestId: 8412345, status: 'APPROVED' } });
    const [create] = result.steps;
    expect(create).toMatchObject({ stepId: 'createSession', operation: 'POST /api/session', ok: true, request: { method: 'POST', url: 'https://checkout-test.ondapay.dev/api/session' }, response: { status: 200 } });
    expect((create!.request.body as { auth: { login: string } }).auth.login).toBe('a4f0b5c8d6e1a2b3');
    expect(result.steps.every((step) => step.criteria.every((criterion) => criterion.ok))).toBe(true);
  });

  it('runs a workflow with other inputs and names the failing step', async () => {
    const declined = await tool.runSimulation({ workflowId: 'gatewayPurchaseRefundReversal', inputs: { card: '4000000000000002' } });
    expect(declined.ok).toBe(false);
    expect(declined.failure).toMatch(/^Workflow gatewayPurchaseRefundReversal, step purchase: the criterion /);
  });

  it('runs one operation with a fresh auth, in Spanish by default', async () => {
    const result = await tool.runSimulation({ operationId: 'gateway.query', body: { reference: 'ORDER-9' } });
    expect(result.steps).toHaveLength(1);
    expect(result.steps[0]).toMatchObject({ operation: 'POST /api/query', request: { url: 'https://gateway-test.ondapay.dev/api/query' } });
    expect(result.steps[0]!.response.status).toBeLessThan(500);
    const missing = await tool.runSimulation({ operationId: 'getSession', parameters: { requestId: 1 }, body: {} });
    expect(missing.steps[0]!.response.status).toBe(404);
  });

  it('answers bad input with a ToolError naming what to do', async () => {
    await expect(tool.runSimulation({})).rejects.toThrow(ToolError);
    await expect(tool.runSimulation({ workflowId: 'x', operationId: 'y' })).rejects.toThrow('not both');
    await expect(tool.runSimulation({ workflowId: 'nope' })).rejects.toThrow(/No workflow "nope". Workflows: .*checkoutPayment \(A Web Checkout payment and its notification\)/);
    await expect(tool.runSimulation({ operationId: 'nope', body: {} })).rejects.toThrow(/No operation nope in .*gateway.*: the APIs the simulator runs/);
    await expect(tool.runSimulation({ operationId: 'getSession', body: {} })).rejects.toThrow('needs the path parameter(s) requestId');
  });
});
