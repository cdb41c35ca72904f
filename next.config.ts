import { availableParallelism } from 'node:os';
import type { NextConfig } from 'next';

// Image optimisation needs Next's server (`next start`), which a static export has not:
// IMAGE_OPTIMIZATION=on builds for a deployment that runs one; the default is the static site.
const optimizeImages = process.env.IMAGE_OPTIMIZATION === 'on';

const nextConfig: NextConfig = {
  // Every page is prerendered HTML: no server is needed to read the docs.
  ...(optimizeImages ? {} : { output: 'export' as const }),
  reactStrictMode: true,
  // JS_SOURCE_MAPS=on: maps for scripts/js-breakdown.ts, to see which modules a page's bytes come from.
  productionBrowserSourceMaps: process.env.JS_SOURCE_MAPS === 'on',
  poweredByHeader: false,
  images: {
    unoptimized: !optimizeImages,
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
  },
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
