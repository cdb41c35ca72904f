import { describe, expect, it } from 'vitest';
import { declaredTwinProblems, missingTwinProblems } from './markdown-alternates';

const exists = (path: string) => ['/index.md', '/en/checkout.md'].includes(path);

describe('declaredTwinProblems', () => {
  it('accepts one link to the page’s own twin, absolute or not', () => {
    expect(declaredTwinProblems('/', ['https://docs.example/index.md'])).toEqual([]);
    expect(declaredTwinProblems('/en/checkout', ['/en/checkout.md'])).toEqual([]);
  });

  it('finds a page without one, or with two', () => {
    expect(declaredTwinProblems('/', [])[0]).toMatch(/0 Markdown twins/);
    expect(declaredTwinProblems('/', ['/index.md', '/index.md'])[0]).toMatch(/2 Markdown twins/);
  });

  it('finds a link to another page’s twin', () => {
    expect(declaredTwinProblems('/en/checkout', ['/checkout.md'])).toEqual(['declares its Markdown twin as /checkout.md; it is /en/checkout.md.']);
  });
});

describe('missingTwinProblems', () => {
  it('finds a twin the build did not write', () => {
    expect(missingTwinProblems('/en/checkout', exists)).toEqual([]);
    expect(missingTwinProblems('/en/gateway', exists)).toEqual(['declares its Markdown twin /en/gateway.md, which the build did not write.']);
  });
});
