import { describe, expect, it } from 'vitest';
import { MAX_PATH_BYTES, requestPath } from './request-path';

describe('requestPath', () => {
  it.each([
    ['/', '/'],
    ['/en/checkout', '/en/checkout'],
    ['/caf%C3%A9', '/café'],
    ['/.well-known/mcp/server-card.json', '/.well-known/mcp/server-card.json'],
  ])('%s names %s', (raw, path) => {
    expect(requestPath(raw)).toEqual({ kind: 'path', path });
  });

  it.each(['/%', '/100%', '/%E0%A4%A', '/../etc/passwd', '/a/%2e%2e/b', '/%2E%2E%2Fetc', '/a%5c..%5cb', '/%252e%252e/x', '/a%00b', 'relative', `/${'a'.repeat(MAX_PATH_BYTES)}`])('%s is malformed', (raw) => {
    expect(requestPath(raw)).toEqual({ kind: 'malformed' });
  });

  it.each(['/_headers', '/_redirects', '/en/_headers', '/.env', '/.git/config', '/.assetsignore', '/a/.well-known/x', '/checkout.html.br', '/search/es.json.gz'])('%s is not part of the site', (raw) => {
    expect(requestPath(raw)).toEqual({ kind: 'hidden' });
  });
});
