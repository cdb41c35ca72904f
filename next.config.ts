import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Every page is prerendered HTML: no server is needed to read the docs.
  output: 'export',
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    // Static export has no image server; a deployment with one can turn this off.
    unoptimized: process.env.IMAGE_OPTIMIZATION !== 'on',
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
  },
  experimental: {
    globalNotFound: true,
  },
};

export default nextConfig;
