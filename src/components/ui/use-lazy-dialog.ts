'use client';

import { useState, type ComponentType } from 'react';
import { useCloseOnNavigation } from './use-close-on-navigation';
import { useLazyComponent } from './use-lazy-component';

/**
 * An overlay whose dialog code (Headless UI) loads when a reader reaches for its button: hover,
 * touch or focus starts the download, the click opens it. Any route or hash change closes it (spec §2, §4).
 */
export function useLazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  const [open, setOpen] = useState(false);
  const { Component: Dialog, preload, activate } = useLazyComponent(load);
  useCloseOnNavigation(() => setOpen(false));
  return {
    open,
    close: () => setOpen(false),
    Dialog,
    triggerProps: {
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onClick: () => {
        setOpen(true);
        activate();
      },
      onPointerEnter: () => void preload(),
      onTouchStart: () => void preload(),
      onFocus: () => void preload(),
    },
  };
}
