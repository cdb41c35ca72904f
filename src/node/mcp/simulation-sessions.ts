import { LRUCache } from 'lru-cache';

/**
 * The simulated environments `run_simulation` keeps between calls, by the id it hands out: a
 * bounded number (the oldest used dropped first when a new one would pass it) and each forgotten
 * after it has been idle for a while, so a long-running MCP server (one per HTTP app, mcp-http.ts)
 * never grows without bound.
 */
export interface SessionLimits {
  /** The most environments kept at once. */
  max: number;
  /** How long one is kept without a call, in milliseconds. */
  idleMs: number;
}

export const SESSION_LIMITS: SessionLimits = { max: 20, idleMs: 30 * 60_000 };

export interface SessionStore<T> {
  /** Keeps `value` under a new id and returns the id. */
  add(value: T): string;
  /** The value under `id`, marked used now; undefined when unknown, dropped or expired. */
  get(id: string): T | undefined;
  readonly size: number;
}

export function createSessionStore<T extends object>(limits: SessionLimits = SESSION_LIMITS, now: () => number = Date.now, newId: () => string = () => crypto.randomUUID()): SessionStore<T> {
  // The least recently used goes first past `max`; each `get` renews the idle time. No clock
  // reading is reused (ttlResolution 0), so an injected clock's jump counts at once.
  const kept = new LRUCache<string, T>({ max: limits.max, ttl: limits.idleMs, updateAgeOnGet: true, ttlResolution: 0, perf: { now } });
  return {
    add(value) {
      kept.purgeStale();
      const id = newId();
      kept.set(id, value);
      return id;
    },
    get: (id) => kept.get(id),
    get size() {
      kept.purgeStale();
      return kept.size;
    },
  };
}
