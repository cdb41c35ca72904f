import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // The site's links are plain <a>: the router takes their clicks and prefetches on intent (site-links.ts).
    files: ['src/**/*.tsx'],
    ignores: ['src/components/ui/SiteLink.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: 'Use SiteLink (src/components/ui/SiteLink.tsx): a plain <a> that site-links.ts routes and prefetches on intent.' }] }] },
  },
  { ignores: ['.next/**', 'out/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'public/tools/**', 'public/client/**'] },
];

export default config;
