import { describe, expect, it } from 'vitest';
import { operationsOf } from '../api-data';
import { coreModel } from './core-model';
import { coreKit } from './core-test-kit';

describe('Core model', () => {
  it('has an administrator handler for each of the definition operations, and no other', () => {
    const { core } = coreKit('es');
    const operations = operationsOf(core).map((operation) => operation.operationId);
    expect(operations).toHaveLength(68);
    expect(Object.keys(coreModel(core).administratorHandlers ?? {}).sort()).toEqual([...operations].sort());
  });
});
