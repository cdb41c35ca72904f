import { describe, expect, it } from 'vitest';
import { readManifestTexts } from '../../node/navigation/load-manifests';
import { manifestPages, parseManifest, tabKind } from './manifest';

const valid = `
position: 3
icon: server
home:
  title: { es: Gateway, en: Gateway }
  description: { es: Recibe pagos por API., en: Receive payments via API. }
tabs:
  - id: documentation
    groups:
      - title: { es: Primeros pasos, en: Getting started }
        pages:
          - /gateway
          - page: /gateway/transaction-flow
            children: [/gateway/transaction-types]
  - id: api
    groups:
      - title: { es: Referencia, en: Reference }
        pages: [/gateway/api/reference/transaction]
`;

describe('manifests', () => {
  it('reads a manifest and lists its pages in navigation order with their tab', () => {
    const { namespaces, problems } = readManifestTexts(new Map([['gateway', valid]]));
    expect(problems).toEqual([]);
    const gateway = namespaces.gateway!;
    expect(manifestPages(gateway).map(({ path, tab }) => [path, tabKind(tab)])).toEqual([
      ['/gateway', 'guide'],
      ['/gateway/transaction-flow', 'guide'],
      ['/gateway/transaction-types', 'guide'],
      ['/gateway/api/reference/transaction', 'api'],
    ]);
  });

  it('orders namespaces by position, and names both files when two share one', () => {
    const second = valid.replace('position: 3', 'position: 1');
    const { namespaces, problems } = readManifestTexts(new Map([['gateway', valid], ['checkout', second], ['acs', valid]]));
    expect(Object.keys(namespaces)).toEqual(['checkout', 'acs', 'gateway']);
    expect(problems).toEqual([{ file: 'navigation/acs.yaml', message: "position: 3 is also navigation/gateway.yaml's. Give each product its own place in the menu." }]);
  });

  it('says where in the file each mistake is and what is expected', () => {
    const { problems } = parseManifest({
      position: 0,
      icon: 'Credit Card',
      locales: ['en'],
      tabs: [{ id: 'API', groups: [{ title: { en: 'Reference' }, pages: ['checkout/x', '/en/checkout/y/', { page: '/checkout/z' }] }], colour: 'red' }],
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'position: Too small: expected number to be >0',
        'icon: must be a lucide icon name in kebab-case, like credit-card',
        'locales: must include "es", the source language',
        'tabs[0]: Unrecognized key: "colour"',
        'tabs[0].id: must be a lowercase identifier, like documentation or api',
        'tabs[0].groups[0].title.es: Invalid input: expected string, received undefined',
        'tabs[0].groups[0].pages[0]: must be a page path without locale, like /checkout/create-session (no trailing slash, no /en prefix)',
      ]),
    );
    expect(problems.some((problem) => problem.startsWith('tabs[0].groups[0].pages[1]'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('tabs[0].groups[0].pages[2]'))).toBe(true);
  });

  it('rejects YAML that does not parse and namespace names that are not URL segments', () => {
    const { problems } = readManifestTexts(new Map([['broken', 'tabs: [\n'], ['Bad_Name', valid]]));
    expect(problems.map((problem) => problem.file)).toEqual(['navigation/broken.yaml', 'navigation/Bad_Name.yaml']);
    expect(problems[0]!.message).toMatch(/^is not valid YAML: /);
    expect(problems[1]!.message).toBe('"Bad_Name" is not a namespace name: use lowercase letters, digits and hyphens (it is the first segment of the product\'s URLs).');
  });
});
