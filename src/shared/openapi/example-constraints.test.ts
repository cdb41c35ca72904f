import { describe, expect, it } from 'vitest';
import { exampleProblems } from './example-check';
import { exampleFromSchema } from './example-from-schema';
import { loadFixture } from '../../../tests/fixtures/openapi/load-fixture';
import { stringValue, numberValue } from './generate-value';
import { operationModel } from './operation-model';
import { readSchema } from './schema';

const definition = loadFixture('examples.yaml');
const constrained = { $ref: '#/components/schemas/Constrained' };

describe('generated values keep their constraints', () => {
  it('strings: pattern, lengths and format', () => {
    expect(stringValue({ pattern: '^[A-Z]{3}-\\d{4}$' })).toMatch(/^[A-Z]{3}-\d{4}$/);
    expect(stringValue({ minLength: 12, maxLength: 12 })).toHaveLength(12);
    expect(stringValue({ maxLength: 3 })).toBe('str');
    expect(stringValue({ pattern: '^[A-Z]{2}$', minLength: 2 })).toMatch(/^[A-Z]{2}$/);
    expect(stringValue({ format: 'uuid' })).toBe('3f6c1b2a-8d4e-4c7f-9a1b-2c3d4e5f6a7b');
    // The same schema gives the same value on every build.
    expect(stringValue({ pattern: '^[a-z]{5,9}$' })).toBe(stringValue({ pattern: '^[a-z]{5,9}$' }));
  });

  it('numbers: bounds, exclusive bounds and multipleOf', () => {
    expect(numberValue({ minimum: 1000, maximum: 5000, multipleOf: 250 }, false)).toBe(1000);
    expect(numberValue({ minimum: 10, exclusiveMinimum: true, multipleOf: 5 }, true)).toBe(15);
    expect(numberValue({ maximum: 0, exclusiveMaximum: true }, false)).toBe(-1);
    expect(numberValue({ minimum: 0.5, multipleOf: 0.01 }, false)).toBe(0.5);
    expect(numberValue({ maximum: 7, multipleOf: 4 }, true)).toBe(4);
  });

  it('objects: required fields present even when deprecated, optional deprecated ones left out; arrays: item counts and unique items', () => {
    const value = exampleFromSchema(readSchema(definition, constrained)) as Record<string, unknown>;
    expect(Object.keys(value)).toContain('legacy');
    expect(Object.keys(value)).not.toContain('optionalOld');
    expect(value.tags).toHaveLength(3);
    expect(new Set(value.tags as string[]).size).toBe(3);
    expect(value.empty).toEqual([]);
    expect(exampleProblems(definition, constrained, value, 'response')).toEqual([]);
  });

  it('the validator names what is wrong by JSON pointer', () => {
    const value = { ...(exampleFromSchema(readSchema(definition, constrained)) as Record<string, unknown>), code: 'abc', amount: 1001 };
    expect(exampleProblems(definition, constrained, value, 'response')).toEqual(['/code: must match pattern "^[A-Z]{3}-\\d{4}$"', '/amount: must be multiple of 250']);
  });
});

describe('discriminators', () => {
  it('fill the variant’s value: the mapping key, else the component name', () => {
    const panels = operationModel('pets', definition, '/pets', 'post').requestPanels;
    expect(panels.map((panel) => JSON.parse(panel.examples[0]?.code ?? '{}').pet_type)).toEqual(['cat', 'Dog']);
    for (const panel of panels) {
      const check = panel.examples[0]?.check;
      expect(check && exampleProblems(definition, check.schema, check.value, check.direction)).toEqual([]);
    }
  });

  it('a schema extending one with a discriminator names itself', () => {
    const value = exampleFromSchema(readSchema(definition, { $ref: '#/components/schemas/Lizard' }));
    expect(value).toEqual({ pet_type: 'Lizard', scales: 1 });
  });
});
