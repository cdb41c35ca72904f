import { ISLAND_CHUNK_MARKER } from '@/lib/performance/island-chunks';

// Everything the API reference runs in the browser, fetched as one chunk by api-islands.tsx.
export { AttributeDisclosure } from './AttributeDisclosure';
export { ExampleGroupClient } from './ExampleGroupClient';
export { SwitchPanels } from './SwitchPanels';
export { LazyPre } from '../mdx/LazyPre';
/** How scripts/finish-output.ts finds this chunk, to request it with the page's scripts. */
export const chunkMarker = ISLAND_CHUNK_MARKER;
