import { parentPort, workerData } from 'node:worker_threads';
import { createDocsTools, ToolError } from './docs-tools';
import type { SearchInput, SearchReply } from './search-pool';
import { directoryReader } from './site-reader';

/** One search worker of search-pool.ts: the MCP tools over the build, answering search calls one at a time. */
const tools = createDocsTools(directoryReader((workerData as { out: string }).out));

parentPort?.on('message', ({ id, input }: { id: number; input: SearchInput }) => {
  tools.searchDocs(input).then(
    (hits) => parentPort?.postMessage({ id, hits } satisfies SearchReply),
    (error: unknown) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error), toolError: error instanceof ToolError } satisfies SearchReply),
  );
});
