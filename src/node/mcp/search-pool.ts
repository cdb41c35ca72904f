import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ToolError, type DocsTools, type SearchHit } from './docs-tools';

export type SearchInput = Parameters<DocsTools['searchDocs']>[0];

/** What a search worker answers: the hits, or the error's message and whether it was the agent's (a ToolError). */
export type SearchReply = { id: number; hits: SearchHit[] } | { id: number; error: string; toolError: boolean };

export interface SearchPool {
  searchDocs(input: SearchInput): Promise<SearchHit[]>;
  close(): Promise<void>;
}

/** Workers for a machine: one per core but the one the server's thread keeps, at least one, at most four (each holds its own index). */
export const defaultPoolSize = (cores: number = availableParallelism()): number => Math.max(1, Math.min(4, cores - 1));

interface Pending {
  resolve: (hits: SearchHit[]) => void;
  reject: (error: Error) => void;
}

/**
 * Searches of the MCP server on worker threads (search-worker.ts), over the build at `out`. The
 * site's search engine is synchronous, so on the server's own thread a search holds every page
 * request queued behind it; here the thread only speaks the protocol, and on a machine with two
 * cores searches run beside it. A call goes to the worker with the fewest waiting; a worker that
 * dies fails its calls with an error and is replaced.
 */
export function createSearchPool(out: string, size: number = defaultPoolSize()): SearchPool {
  const workerUrl = new URL('./search-worker-entry.mjs', import.meta.url);
  let nextId = 0;
  let closed = false;
  const slots = Array.from({ length: size }, () => ({ worker: spawn(), pending: new Map<number, Pending>() }));

  function spawn(): Worker {
    const worker = new Worker(workerUrl, { workerData: { out } });
    // A server waiting for nothing but idle workers may still exit.
    worker.unref();
    worker.on('message', (reply: SearchReply) => {
      const slot = slots.find((candidate) => candidate.worker === worker);
      const call = slot?.pending.get(reply.id);
      if (!slot || !call) return;
      slot.pending.delete(reply.id);
      if ('hits' in reply) call.resolve(reply.hits);
      else call.reject(reply.toolError ? new ToolError(reply.error) : new Error(reply.error));
    });
    worker.on('error', (error) => fail(worker, error));
    worker.on('exit', (code) => fail(worker, new Error(`The search worker stopped (exit code ${code}).`)));
    return worker;
  }

  function fail(worker: Worker, error: Error): void {
    const slot = slots.find((candidate) => candidate.worker === worker);
    if (!slot) return;
    for (const call of slot.pending.values()) call.reject(error);
    slot.pending.clear();
    if (!closed) slot.worker = spawn();
  }

  return {
    searchDocs(input) {
      if (closed) return Promise.reject(new Error('The search pool is closed.'));
      const slot = slots.reduce((least, candidate) => (candidate.pending.size < least.pending.size ? candidate : least));
      const id = nextId++;
      return new Promise<SearchHit[]>((resolve, reject) => {
        slot.pending.set(id, { resolve, reject });
        slot.worker.ref();
        slot.worker.postMessage({ id, input });
      }).finally(() => {
        if (slot.pending.size === 0) slot.worker.unref();
      });
    },
    async close() {
      closed = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
