'use client';

import { useCallback, useState, type ComponentType } from 'react';

// One download per loader for the whole page, shared by every widget that uses it.
const pending = new Map<() => Promise<unknown>, Promise<unknown>>();

/**
 * A component whose code (and library, such as Headless UI) is fetched on a reader's first sign of
 * intent instead of with the page: `preload` on hover or focus, `activate` on the interaction
 * itself. Until then the widget renders its server-rendered, look-alike static markup.
 */
export function useLazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);

  const preload = useCallback(() => {
    let promise = pending.get(load) as Promise<ComponentType<P>> | undefined;
    if (!promise) {
      promise = load();
      pending.set(load, promise);
      // Offline or a failed deploy: forget the failure so the next interaction tries again.
      promise.catch(() => pending.delete(load));
    }
    return promise;
  }, [load]);

  const activate = useCallback(() => {
    preload().then(
      (loaded) => setComponent(() => loaded),
      () => undefined,
    );
  }, [preload]);

  return { Component, preload, activate };
}
