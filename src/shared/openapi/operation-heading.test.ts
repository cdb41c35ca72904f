import { describe, expect, it } from 'vitest';
import { operationHeading, operationHeadingId } from './operation-heading';

describe('operationHeadingId', () => {
  it.each([
    ['post', '/api/session', 'post-api-session'],
    ['POST', '/api/session/{requestId}', 'post-api-session-requestid'],
    ['post', '/api/session/{requestId}/cancel', 'post-api-session-requestid-cancel'],
    ['get', '/v1/items.json', 'get-v1-items-json'],
  ])('%s %s -> %s', (method, path, id) => {
    expect(operationHeadingId(method, path)).toBe(id);
  });
});

describe('operationHeading', () => {
  it('is a level-2 heading titled by the summary, tagged with the method and labelled with the path', () => {
    expect(operationHeading('post', '/api/session', 'Crea una sesión')).toEqual({ id: 'post-api-session', title: 'Crea una sesión', depth: 2, tag: 'POST', label: '/api/session' });
  });
  it('falls back to the method and path without a summary', () => {
    expect(operationHeading('delete', '/items/{id}', '  ').title).toBe('DELETE /items/{id}');
  });
});
