/**
 * The simulated environments `run_simulation` keeps between calls, by the id it hands out: a
 * bounded number (the oldest used dropped first when a new one would pass it) and each forgotten
 * after it has been idle for a while, so a long-running MCP server (one per HTTP app, mcp-http.ts)
 * never grows without bound. Plain data in a Map, in the order last used.
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

export function createSessionStore<T>(limits: SessionLimits = SESSION_LIMITS, now: () => number = Date.now, newId: () => string = () => crypto.randomUUID()): SessionStore<T> {
  const kept = new Map<string, { value: T; usedAt: number }>();
  const sweep = () => {
    const oldest = now() - limits.idleMs;
    for (const [id, entry] of kept) if (entry.usedAt <= oldest) kept.delete(id);
  };
  return {
    add(value) {
      sweep();
      const id = newId();
      kept.set(id, { value, usedAt: now() });
      // A Map iterates in insertion order, and `get` re-inserts: the first key is the least recently used.
      while (kept.size > limits.max) kept.delete(kept.keys().next().value!);
      return id;
    },
    get(id) {
      sweep();
      const entry = kept.get(id);
      if (!entry) return undefined;
      kept.delete(id);
      kept.set(id, { value: entry.value, usedAt: now() });
      return entry.value;
    },
    get size() {
      sweep();
      return kept.size;
    },
  };
}
