import { describe, expect, it } from 'vitest';
import { operationsOf } from '../api-data';
import { coreModel } from './core-model';
import { coreKit } from '../../../node/simulator/core-test-kit';

describe('Core model', () => {
  it('has an administrator handler for each of the definition operations, and no other', () => {
    const { core } = coreKit('es');
    const operations = operationsOf(core).map((operation) => operation.operationId);
    expect(operations).toHaveLength(68);
    expect(Object.keys(coreModel(core).administratorHandlers ?? {}).sort()).toEqual([...operations].sort());
  });
});

describe('Core facts', () => {
  it('names each product as the definition examples do, in both languages', async () => {
    const { repositoryFacts } = await import('../../../node/facts/load-facts');
    const { tableFact } = await import('../environment');
    for (const locale of ['es', 'en'] as const) {
      const { core, answer } = coreKit(locale);
      const names = new Map(tableFact({ locale, facts: repositoryFacts() }, 'core', 'products').map(([code, name]) => [code, name]));
      const shown = [...(answer('listMerchantProducts', 200, 'products').integrations as { product: string; name: string }[]), (answer('getMerchantProduct', 200, 'gateway').integration as { product: string; name: string })];
      for (const { product, name } of shown) expect(names.get(`\`${product}\``), `${locale} ${product}`).toBe(name);
      const schemas = core.document.components as { schemas: { Product: { properties: { product: { enum: string[] } } } } };
      expect([...names.keys()].sort()).toEqual(schemas.schemas.Product.properties.product.enum.map((code) => `\`${code}\``).sort());
    }
  });
});
