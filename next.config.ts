import { availableParallelism } from 'node:os';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Every page is prerendered HTML: no server is needed to read the docs.
  output: 'export',
  reactStrictMode: true,
  // JS_SOURCE_MAPS=on: maps for scripts/js-breakdown.ts, to see which modules a page's bytes come from.
  productionBrowserSourceMaps: process.env.JS_SOURCE_MAPS === 'on',
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
  experimental: {
    globalNotFound: true,
    // Next prerenders with one worker per core but one; on a two-core machine that leaves a core
    // idle while the build waits on a single worker.
    cpus: Math.max(2, availableParallelism()),
  },
};

export default nextConfig;
