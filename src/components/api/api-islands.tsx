'use client';

import { lazy, Suspense, type ComponentProps, type LazyExoticComponent, type ReactNode } from 'react';
import { ISLAND_ATTRIBUTE } from '@/lib/ui/early-input';

type ApiClient = typeof import('./api-client');
export type IslandName = Exclude<keyof ApiClient, 'chunkMarker'>;

type Rendered = (props: Record<string, unknown>) => ReactNode;
const lazies: Partial<Record<IslandName, LazyExoticComponent<Rendered>>> = {};

let client: ApiClient | undefined;
let loading: Promise<ApiClient> | undefined;
const load = () => (loading ??= import('./api-client').then((module) => (client = module)));

// Only a page that holds an island asks for their code, and asks at once, so the islands are
// usually ready when React reaches them (finish-output.ts also requests the chunk after paint).
if (globalThis.document?.querySelector(`[${ISLAND_ATTRIBUTE}]`)) void load();

/**
 * One of the API reference's interactive parts, as an island: guides and API pages share one
 * route, so anything this module imported directly would load on every guide. The islands' code
 * (api-client.tsx) loads as one chunk on the pages that hold one; until it arrives, the server's
 * HTML stays as it is and React hydrates the rest of the page.
 */
export function ApiIsland<K extends IslandName>({ name, props }: { name: K; props: ComponentProps<ApiClient[K]> }) {
  // Code already here renders at once, so the island hydrates with the page.
  const Island = (client?.[name] as unknown as Rendered | undefined) ?? (lazies[name] ??= lazy(() => load().then((module) => ({ default: module[name] as unknown as Rendered }))));
  return (
    <Suspense>
      <Island {...(props as Record<string, unknown>)} />
    </Suspense>
  );
}
