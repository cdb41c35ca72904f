import type { ComponentProps } from 'react';
import { ApiIsland, type IslandName } from './api-islands';

type ApiClient = typeof import('./api-client');

// Server-side names for the islands, so the reference's components read as plain JSX.
const island = <K extends IslandName>(name: K) =>
  function Island(props: ComponentProps<ApiClient[K]>) {
    return <ApiIsland name={name} props={props} />;
  };

export const SwitchPanels = island('SwitchPanels');
export const ExampleGroupClient = island('ExampleGroupClient');
export const LazyPre = island('LazyPre');
