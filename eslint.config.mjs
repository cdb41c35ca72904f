import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Links prefetch when a reader reaches for them, not when they scroll into view (link-intent.ts).
    files: ['src/**/*.tsx'],
    ignores: ['src/components/ui/SiteLink.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: 'Use SiteLink (src/components/ui/SiteLink.tsx): it prefetches on intent, not on view.' }] }] },
  },
  { ignores: ['.next/**', 'out/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'public/tools/**'] },
];

export default config;
