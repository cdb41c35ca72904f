import Script from 'next/script';

/** Third-party analytics, fetched only once the page is idle (spec §7). Rendered only when configured. */
export function Analytics({ src }: { src: string }) {
  return <Script src={src} strategy="lazyOnload" />;
}
