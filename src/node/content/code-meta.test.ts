import { describe, expect, it } from 'vitest';
import { codeGroupLabel } from './code-labels';
import { codeMetaAttributes, parseCodeMeta, readerMeta } from './code-meta';

describe('parseCodeMeta', () => {
  it.each([
    ['', {}],
    [undefined, {}],
    ['title="Crear sesión" tag="POST" label="/api/session"', { title: 'Crear sesión', tag: 'POST', label: '/api/session' }],
    ["tag=GET label='/api/session/{requestId}'", { tag: 'GET', label: '/api/session/{requestId}' }],
    ['Respuesta', { title: 'Respuesta' }],
    ['Respuesta exitosa tag=200', { title: 'Respuesta exitosa', tag: '200' }],
    ['other=1', {}],
    ['title="Respuesta" example="standalone" variable="/processUrl /status/date"', { title: 'Respuesta', example: 'standalone', variable: '/processUrl /status/date' }],
    ['tag="POST" after="/gateway/index" pay="4111111111111111"', { tag: 'POST', after: '/gateway/index', pay: '4111111111111111' }],
  ])('%j', (meta, expected) => {
    expect(parseCodeMeta(meta)).toEqual(expected);
  });

  it("leaves the example check's keys out of the meta a reader sees", () => {
    expect(readerMeta('title="Respuesta" variable="/processUrl /x" example=fragment after=\'/gateway\' pay=4111111111111111')).toBe('title="Respuesta"');
    expect(readerMeta('example="schema-only"')).toBeNull();
    expect(readerMeta(null)).toBeNull();
  });

  it('turns meta into data attributes', () => {
    expect(codeMetaAttributes({ title: 'A', tag: 'POST' })).toEqual({ 'data-title': 'A', 'data-tag': 'POST' });
  });
});

describe('codeGroupLabel', () => {
  it.each([
    ['js', undefined, 'JavaScript'],
    ['javascript', undefined, 'JavaScript'],
    ['ts', undefined, 'TypeScript'],
    ['typescript', undefined, 'TypeScript'],
    ['php', undefined, 'PHP'],
    ['python', undefined, 'Python'],
    ['ruby', undefined, 'Ruby'],
    ['go', undefined, 'Go'],
    [undefined, undefined, 'Code'],
    ['text', undefined, 'Code'],
    ['json', 'Respuesta', 'Respuesta'],
  ])('%s (title %s) -> %s', (language, title, label) => {
    expect(codeGroupLabel(language, title)).toEqual({ kind: 'label', label });
  });

  it('reports an unknown language without a title', () => {
    expect(codeGroupLabel('cobol', undefined)).toEqual({ kind: 'unknown', language: 'cobol' });
  });
});
