import { describe, expect, it } from 'vitest';
import { publicImageProblem } from './image-path';

describe('an image a page shows', () => {
  it('is a file under public/, by its path from there', () => {
    expect(publicImageProblem('/images/checkout/flow-es.svg')).toBeUndefined();
    expect(publicImageProblem('/images/a%20b.png')).toBeUndefined();
  });

  it('is refused, naming it, when it leaves public/ or the site (P8)', () => {
    for (const src of ['/../../../../etc/passwd', '/images/../../package.json', '/images/%2e%2e/%2e%2e/x.svg', '/images/..\\..\\x.svg']) {
      expect(publicImageProblem(src), src).toBe(`image ${src} is outside public/. Put the file under public/images/ and write its path from there: ![…](/images/…).`);
    }
    for (const src of ['https://evil.example/x.png', '//evil.example/x.png', 'data:image/png;base64,AA', 'images/x.png', 'javascript:alert(1)']) {
      expect(publicImageProblem(src), src).toMatch(/^image .* is not a file of the site\./);
    }
    expect(publicImageProblem('/images/%E0%A4%A.png')).toMatch(/malformed %-escape/);
  });
});
