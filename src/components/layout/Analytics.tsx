import { analyticsLoader } from '@/browser/inline/analytics';

/**
 * Third-party analytics, rendered only when configured. A few bytes of inline script rather than
 * next/script, whose client code every page would otherwise download; the build's
 * Content-Security-Policy hashes it like any other inline script.
 */
export function Analytics({ src }: { src: string }) {
  return <script dangerouslySetInnerHTML={{ __html: analyticsLoader(src) }} />;
}
