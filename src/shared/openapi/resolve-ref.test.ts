import { describe, expect, it } from 'vitest';
import { OpenApiReadError } from './errors';
import { componentName, finalPointer, pointerSegments, resolveObject, resolvePointer } from './resolve-ref';

const definition = {
  paths: { '/users/{id}': { get: { summary: 'x' } } },
  components: {
    schemas: { 'a/b': { type: 'string' }, 'c~d': { type: 'integer' }, Alias: { $ref: '#/components/schemas/Alias2' }, Alias2: { $ref: '#/components/schemas/a~1b' } },
    parameters: { Id: { name: 'id', in: 'path', description: 'Target' }, IdRef: { $ref: '#/components/parameters/Id', description: 'Override' } },
    list: [{ name: 'first' }],
    loop: { $ref: '#/components/loop2', description: 'x' },
    loop2: { $ref: '#/components/loop', description: 'y' },
  },
};

describe('pointerSegments', () => {
  it.each([
    ['#', []],
    ['#/components/schemas/a~1b', ['components', 'schemas', 'a/b']],
    ['#/components/schemas/c~0d', ['components', 'schemas', 'c~d']],
    ['#/x/~01', ['x', '~1']],
    ['#/paths/~1users~1%7Bid%7D', ['paths', '/users/{id}']],
    ['#/bad/%E0%A4%A', ['bad', '%E0%A4%A']],
  ])('%s', (ref, segments) => {
    expect(pointerSegments(ref)).toEqual(segments);
  });

  it.each(['common.yaml#/components/schemas/Money', 'https://example.com/api.json#/X', './other.json'])('refuses external ref %s', (ref) => {
    expect(() => pointerSegments(ref)).toThrow(`External $ref "${ref}" is not supported`);
    try {
      pointerSegments(ref);
    } catch (error) {
      expect(error).toBeInstanceOf(OpenApiReadError);
      expect((error as OpenApiReadError).code).toBe('external-ref');
    }
  });

  it('refuses 3.1 anchors, which are not pointers', () => {
    expect(() => pointerSegments('#Money')).toThrow('Unresolvable $ref "#Money"');
  });
});

describe('resolvePointer', () => {
  it('walks objects, escaped names and array indexes', () => {
    expect(resolvePointer(definition, '#/components/schemas/a~1b')).toEqual({ type: 'string' });
    expect(resolvePointer(definition, '#/paths/~1users~1{id}/get/summary')).toBe('x');
    expect(resolvePointer(definition, '#/components/list/0/name')).toBe('first');
  });

  it.each(['#/components/schemas/Missing', '#/components/list/1', '#/components/list/01', '#/components/constructor', '#/__proto__'])(
    'names the pointer it cannot resolve: %s',
    (ref) => {
      expect(() => resolvePointer(definition, ref)).toThrow(`Unresolvable $ref "${ref}": nothing at that JSON pointer in the API definition`);
    },
  );
});

describe('finalPointer and componentName', () => {
  it('follows aliases to a canonical pointer', () => {
    expect(finalPointer(definition, '#/components/schemas/Alias')).toBe('#/components/schemas/a~1b');
    expect(finalPointer(definition, '#/components/schemas/%61~1b')).toBe('#/components/schemas/a~1b');
  });

  it('names schema components only', () => {
    expect(componentName('#/components/schemas/c~0d')).toBe('c~d');
    expect(componentName('#/components/parameters/Id')).toBeUndefined();
    expect(componentName('#/components/schemas/A/properties/b')).toBeUndefined();
  });
});

describe('resolveObject', () => {
  it('returns inline objects as they are', () => {
    const inline = { name: 'q', in: 'query' };
    expect(resolveObject(definition, inline)).toBe(inline);
    expect(resolveObject(definition, 'text')).toBeUndefined();
  });

  it('resolves chains and lets $ref siblings override', () => {
    expect(resolveObject(definition, { $ref: '#/components/parameters/IdRef' })).toEqual({ name: 'id', in: 'path', description: 'Override' });
  });

  it('reports loops', () => {
    expect(() => resolveObject(definition, { $ref: '#/components/loop' })).toThrow('leads back to itself');
  });
});
