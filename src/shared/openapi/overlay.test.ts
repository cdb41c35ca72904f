import { describe, expect, it } from 'vitest';
import { applyOverlay } from './overlay';

const source = {
  openapi: '3.1.0',
  info: { title: 'API de pagos', version: '1' },
  tags: [{ name: 'Sesiones', description: 'Crea sesiones' }, { name: 'Pagos', description: 'Reversa pagos' }],
  paths: {
    '/api/session': {
      post: { summary: 'Crea una sesión', responses: { '200': { description: 'Creada', content: { 'application/json': { example: { a: 1 } } } } } },
    },
  },
};
const overlay = (actions: unknown[]) => ({ overlay: '1.0.0', info: { title: 'English', version: '1' }, actions });

describe('applyOverlay', () => {
  it('deep-merges an update into every match of a JSONPath filter, leaving the source unchanged', () => {
    const result = applyOverlay(source, overlay([
      { target: "$.tags[?(@.name=='Sesiones')]", update: { description: 'Create sessions', 'x-displayName': 'Sessions' } },
      { target: "$.paths['/api/session'].post", update: { summary: 'Create a session', responses: { '200': { description: 'Created' } } } },
      { target: '$.tags[*]', update: { 'x-seen': true } },
    ]));
    expect(result.issues).toEqual([]);
    const document = result.document as typeof source & { tags: Array<Record<string, unknown>> };
    expect(document.tags[0]).toEqual({ name: 'Sesiones', description: 'Create sessions', 'x-displayName': 'Sessions', 'x-seen': true });
    expect(document.tags[1]).toEqual({ name: 'Pagos', description: 'Reversa pagos', 'x-seen': true });
    const post = document.paths['/api/session'].post;
    expect(post.summary).toBe('Create a session');
    // Merged, not replaced: the response keeps its content.
    expect(post.responses['200']).toEqual({ description: 'Created', content: { 'application/json': { example: { a: 1 } } } });
    expect(source.paths['/api/session'].post.summary).toBe('Crea una sesión');
    expect(source.tags[0]).toEqual({ name: 'Sesiones', description: 'Crea sesiones' });
  });

  it('records the pointers it wrote, so a text set to the same words counts as translated', () => {
    const result = applyOverlay(source, overlay([{ target: '$.info', update: { title: 'API de pagos' } }]));
    expect(result.written.has('/info/title')).toBe(true);
    expect(result.written.has('/info/version')).toBe(false);
  });

  it('appends to a targeted list and removes matches', () => {
    const result = applyOverlay(source, overlay([
      { target: '$.tags', update: { name: 'Tokens' } },
      { target: "$.tags[?(@.name=='Pagos')]", remove: true },
      { target: "$.paths['/api/session'].post.responses['200'].content", remove: true },
    ]));
    expect(result.issues).toEqual([]);
    const document = result.document as { tags: Array<{ name: string }>; paths: typeof source.paths };
    expect(document.tags.map((tag) => tag.name)).toEqual(['Sesiones', 'Tokens']);
    expect(document.paths['/api/session'].post.responses['200']).toEqual({ description: 'Creada' });
  });

  it('removes several items of one list', () => {
    const result = applyOverlay({ list: [{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }] }, overlay([{ target: '$.list[?(@.n % 2 == 0)]', remove: true }]));
    expect(result.document).toEqual({ list: [{ n: 1 }, { n: 3 }] });
  });

  it('reports targets that match nothing and malformed actions, and keeps going', () => {
    const result = applyOverlay(source, overlay([
      { target: "$.paths['/api/nothing'].post", update: { summary: 'x' } },
      { update: { summary: 'x' } },
      { target: '$.info.title', update: { x: 1 } },
      { target: '$.info' },
      { target: '$.info', update: { title: 'Payments API' } },
    ]));
    expect(result.issues).toEqual([
      { index: 0, target: "$.paths['/api/nothing'].post", message: 'matches nothing in the definition' },
      { index: 1, message: 'has no `target` JSONPath' },
      { index: 2, target: '$.info.title', message: 'updates a value that is not an object or a list (target its parent and update the key instead)' },
      { index: 3, target: '$.info', message: 'has neither `update` nor `remove: true`' },
    ]);
    expect((result.document as typeof source).info.title).toBe('Payments API');
  });

  it('rejects a document that is not an overlay', () => {
    expect(applyOverlay(source, { actions: 'none' }).issues.map((issue) => issue.message)).toEqual(['has no `overlay: 1.0.0` version line', 'has no `actions` list']);
  });
});
