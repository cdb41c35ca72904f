'use client';

import { lazy, Suspense, type ComponentProps, type LazyExoticComponent, type ReactNode } from 'react';

type ApiClient = typeof import('./api-client');
export type IslandName = Exclude<keyof ApiClient, 'chunkMarker'>;

type Rendered = (props: Record<string, unknown>) => ReactNode;
const islands: Partial<Record<IslandName, LazyExoticComponent<Rendered>>> = {};

/**
 * One of the API reference's interactive parts, as an island: guides and API pages share one
 * route, so anything this module imported directly would load on every guide. The islands' code
 * (api-client.ts) loads as one chunk on the pages that render one; until it arrives, the server's
 * HTML stays as it is and React hydrates the rest of the page.
 */
export function ApiIsland<K extends IslandName>({ name, props }: { name: K; props: ComponentProps<ApiClient[K]> }) {
  const Island = (islands[name] ??= lazy(() => import('./api-client').then((client) => ({ default: client[name] as unknown as Rendered }))));
  return (
    <Suspense>
      <Island {...(props as Record<string, unknown>)} />
    </Suspense>
  );
}
