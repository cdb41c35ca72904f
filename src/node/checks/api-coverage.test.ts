import { describe, expect, it } from 'vitest';
import type { ApiDefinitions } from '../openapi/load-definitions';
import type { ApiOperationModel } from '../../shared/openapi/operation-model';
import type { SitePage } from '../../shared/site/types';
import { apiCoverageProblems } from './api-coverage';

const document = {
  openapi: '3.1.0',
  info: { title: 'Pagos', version: '1' },
  paths: {
    '/api/session': { post: { summary: 'Crea una sesión', responses: {} } },
    '/api/session/{requestId}': { post: { summary: 'Consulta una sesión', responses: {} } },
  },
};
const apis: ApiDefinitions = {
  pay: {
    es: { api: 'pay', locale: 'es', file: 'openapi/pay/openapi.yaml', document },
    en: { api: 'pay', locale: 'en', file: 'openapi/pay/openapi.yaml', overlayFile: 'openapi/pay/en.overlay.yaml', document },
  },
};

const operation = (path: string): ApiOperationModel => ({ api: 'pay', method: 'POST', path }) as ApiOperationModel;
const page = (locale: 'es' | 'en', path: string, operations: string[], untranslated = false): SitePage =>
  ({ locale, path, href: locale === 'es' ? path : `/en${path}`, untranslated, sourceFile: `content/${untranslated ? 'es' : locale}${path}.mdx`, operations: operations.map(operation) }) as SitePage;

const both = (path: string, operations: string[]) => [page('es', path, operations), page('en', path, operations)];
const messages = (pages: SitePage[]) => apiCoverageProblems(pages, apis).map((problem) => `${problem.file}: ${problem.message}`);

describe('apiCoverageProblems', () => {
  it('accepts every operation placed once per locale, the same on both languages of a page', () => {
    expect(messages([...both('/pay/api/session', ['/api/session']), ...both('/pay/api/query', ['/api/session/{requestId}'])])).toEqual([]);
  });

  it('fails an operation placed on no page, naming the operation, the definition and the tag to write', () => {
    expect(messages(both('/pay/api/session', ['/api/session']))).toEqual([
      'openapi/pay/openapi.yaml: POST /api/session/{requestId} ("Consulta una sesión") is placed on no Spanish page. Place it on one page of an API tab with <ApiOperation api="pay" path="/api/session/{requestId}" method="post" /> (under content/es/).',
      'openapi/pay/openapi.yaml: POST /api/session/{requestId} ("Consulta una sesión") is placed on no English page. Place it on one page of an API tab with <ApiOperation api="pay" path="/api/session/{requestId}" method="post" /> (under content/en/).',
    ]);
  });

  it('fails an operation placed on two pages of a locale, naming both', () => {
    const pages = [...both('/pay/api/session', ['/api/session', '/api/session/{requestId}']), ...both('/pay/api/query', ['/api/session/{requestId}'])];
    expect(messages(pages)).toEqual([
      'openapi/pay/openapi.yaml: POST /api/session/{requestId} ("Consulta una sesión") is placed on 2 Spanish pages: content/es/pay/api/session.mdx, content/es/pay/api/query.mdx. Keep it on the canonical one and link to it from the others.',
      'openapi/pay/openapi.yaml: POST /api/session/{requestId} ("Consulta una sesión") is placed on 2 English pages: content/en/pay/api/session.mdx, content/en/pay/api/query.mdx. Keep it on the canonical one and link to it from the others.',
    ]);
  });

  it('fails a page whose languages place different operations, naming the translated file', () => {
    const pages = [page('es', '/pay/api/all', ['/api/session', '/api/session/{requestId}']), page('en', '/pay/api/all', ['/api/session']), page('en', '/pay/api/other', ['/api/session/{requestId}'])];
    expect(messages(pages)).toEqual([
      'content/en/pay/api/all.mdx: does not place POST /api/session/{requestId} (API "pay"), which content/es/pay/api/all.mdx places. Both languages of a page document the same operations.',
    ]);
  });

  it('does not count a Spanish page shown under /en as an English placement', () => {
    const pages = [...both('/pay/api/session', ['/api/session']), page('es', '/pay/api/query', ['/api/session/{requestId}']), page('en', '/pay/api/query', ['/api/session/{requestId}'], true)];
    expect(messages(pages)).toEqual([
      'openapi/pay/openapi.yaml: POST /api/session/{requestId} ("Consulta una sesión") is placed on no English page. Place it on one page of an API tab with <ApiOperation api="pay" path="/api/session/{requestId}" method="post" /> (under content/en/).',
    ]);
  });

  it('does not call an operation unplaced when a page places it and its model could not be read: that page\'s problem says why (P9c)', () => {
    const unread = ['es pay POST /api/session/{requestId}', 'en pay POST /api/session/{requestId}'];
    expect(apiCoverageProblems(both('/pay/api/session', ['/api/session']), apis, unread)).toEqual([]);
  });
});
