import { describe, expect, it } from 'vitest';
import { exampleProblems } from './example-check';

/** A definition as its two languages have it: the same structure, other words. */
function definition(words: { title: string; description: string }) {
  return {
    openapi: '3.1.0',
    components: {
      schemas: {
        Payer: {
          type: 'object',
          title: words.title,
          description: words.description,
          required: ['name', 'description'],
          properties: {
            name: { type: 'string', description: words.description },
            // A field that happens to be called like an annotation keyword is still a field.
            description: { type: 'string', maxLength: 5 },
            title: { type: 'integer' },
          },
        },
      },
    },
  };
}

const spanish = definition({ title: 'Pagador', description: 'Quien paga.' });
const english = definition({ title: 'Payer', description: 'Who pays.' });
const payer = { $ref: '#/components/schemas/Payer' };

describe('exampleProblems', () => {
  it('checks fields named like annotation keywords (description, title) as fields', () => {
    expect(exampleProblems(spanish, payer, { name: 'Ana', description: 'ok' }, 'request')).toEqual([]);
    expect(exampleProblems(spanish, payer, { name: 'Ana' }, 'request')).toEqual(["/: must have required property 'description'"]);
    expect(exampleProblems(spanish, payer, { name: 'Ana', description: 'too long', title: 'x' }, 'request')).toEqual([
      '/description: must NOT have more than 5 characters',
      '/title: must be integer',
    ]);
  });

  it('gives both languages of a definition the same answers (they share one compiled validator)', () => {
    for (const value of [{ name: 'Ana', description: 'ok' }, { name: 7, description: 'ok' }, {}]) {
      expect(exampleProblems(english, payer, value, 'response')).toEqual(exampleProblems(spanish, payer, value, 'response'));
    }
  });

  it('resolves a reference inside an inline schema against the definition’s components', () => {
    const inline = { type: 'object', required: ['payer'], properties: { payer } };
    expect(exampleProblems(english, inline, { payer: { name: 'Ana', description: 'ok' } }, 'request')).toEqual([]);
    expect(exampleProblems(english, inline, { payer: { name: 'Ana' } }, 'request')).toEqual(["/payer: must have required property 'description'"]);
  });
});

describe('a schema that points outside the components', () => {
  it('is checked against the schema it names in the paths, as ReadMe circular-paths example does', () => {
    const own = { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } };
    const document = { openapi: '3.0.3', paths: { '/a': { post: { requestBody: { content: { 'application/json': { schema: own } } } } } }, components: {} };
    const schema = { $ref: '#/paths/~1a/post/requestBody/content/application~1json/schema' };
    expect(exampleProblems(document, schema, { id: 1 }, 'request')).toEqual([]);
    expect(exampleProblems(document, schema, { id: 'x' }, 'request')).toEqual(['/id: must be integer']);
  });
});

describe('a schema that names its dialect', () => {
  it('is checked as OpenAPI 3.1 schemas are, not refused for a $schema the validator does not hold (ReadMe schema-validation-local)', () => {
    const document = { openapi: '3.1.0', components: {} };
    const schema = { $schema: 'http://json-schema.org/draft-04/schema#', type: 'integer', exclusiveMinimum: 10 };
    expect(exampleProblems(document, schema, 14, 'request')).toEqual([]);
    expect(exampleProblems(document, schema, 10, 'request')).toEqual(['/: must be > 10']);
  });
});

describe('a pattern JavaScript reads only without the Unicode flag', () => {
  it('is checked as written (an unescaped brace, as in ReadMe schema-validation), and \\p{…} still works', () => {
    const document = { openapi: '3.0.3', components: {} };
    const braces = { type: 'string', pattern: '^(?:{[0-9a-f]{4}}|[0-9a-f]{4})$' };
    expect(exampleProblems(document, braces, '{beef}', 'request')).toEqual([]);
    expect(exampleProblems(document, braces, 'nope', 'request')).toEqual(['/: must match pattern "^(?:{[0-9a-f]{4}}|[0-9a-f]{4})$"']);
    expect(exampleProblems(document, { type: 'string', pattern: '^\\p{Lu}' }, 'Ñandú', 'request')).toEqual([]);
  });
});
