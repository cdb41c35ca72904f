import localFont from 'next/font/local';

/**
 * The site's typeface, from a local file (next/font/google needs the network at build time). One
 * definition for both root documents and the not-found page: two calls were two CSS modules, and
 * Turbopack gave every page a second render-blocking stylesheet of 401 bytes for the other one.
 */
export const inter = localFont({
  src: '../../fonts/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});
