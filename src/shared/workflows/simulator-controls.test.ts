import { describe, expect, it } from 'vitest';
import type { Simulator } from '../simulator/simulator';
import { controlRoute, runControl } from './simulator-controls';

describe('controlRoute', () => {
  it('names each control by its method and path, and nothing else', () => {
    expect(controlRoute('GET', '/_simulator/events')).toEqual({ kind: 'events' });
    expect(controlRoute('POST', '/_simulator/clock')).toEqual({ kind: 'clock' });
    expect(controlRoute('POST', '/_simulator/checkout/sessions/41/pay')).toEqual({ kind: 'pay', requestId: '41' });
    expect(controlRoute('POST', '/_simulator/payment-links/pay')).toEqual({ kind: 'action', api: 'payment-links', name: 'pay' });
    expect(controlRoute('POST', '/_simulator/three-d-s-server/token')).toEqual({ kind: 'action', api: 'three-d-s-server', name: 'token' });
    // Read with the wrong method, or a path of the API itself: no control.
    expect(controlRoute('POST', '/_simulator/events')).toBeUndefined();
    expect(controlRoute('GET', '/_simulator/clock')).toBeUndefined();
    expect(controlRoute('GET', '/_simulator/payment-links/pay')).toBeUndefined();
    expect(controlRoute('POST', '/_simulator/checkout/sessions/x/pay')).toBeUndefined();
    expect(controlRoute('POST', '/api/session')).toBeUndefined();
  });
});

describe('runControl', () => {
  it('refuses a clock move that is not a positive number of seconds, without moving the clock', async () => {
    const moved: number[] = [];
    const simulator = { advance: async (seconds: number) => void moved.push(seconds), clock: { now: () => new Date('2026-11-20T19:30:00Z') } } as unknown as Simulator;
    for (const seconds of [0, -5, 'soon', undefined]) expect(await runControl(simulator, { kind: 'clock' }, { seconds })).toEqual({ kind: 'clock', status: 400, body: { error: 'seconds' } });
    expect(await runControl(simulator, { kind: 'clock' }, { seconds: '300' })).toEqual({ kind: 'clock', status: 200, body: { now: '2026-11-20T19:30:00.000Z' } });
    expect(moved).toEqual([300]);
  });

  it("answers a model's command 404 when the model has no such action, 409 when it refuses, 200 when done", async () => {
    const results = { fly: { ok: false, problem: 'unknownAction' }, pay: { ok: false, problem: 'notPayable' }, sign: { ok: true } };
    const simulator = { act: async (_api: string, name: keyof typeof results) => results[name] } as unknown as Simulator;
    const status = async (name: string) => (await runControl(simulator, { kind: 'action', api: 'autopay', name }, {})).status;
    expect([await status('fly'), await status('pay'), await status('sign')]).toEqual([404, 409, 200]);
  });
});
