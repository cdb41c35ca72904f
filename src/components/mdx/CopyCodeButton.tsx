'use client';

import { useRef } from 'react';
import { copyButtonClass } from '@/lib/ui/code-classes';
import { CODE_COPIED_MS } from '@/lib/ui/timing';
import type { CopyIcons } from '../ui/copy-icon-types';
import { useCopyFeedback } from '../ui/use-copy-feedback';

export interface CopyLabels {
  copy: string;
  copied: string;
  failed: string;
  action: string;
  icons: CopyIcons;
}

/** Copies the visible code of its block: "Copy", then "Copied!" for 1 s (spec §4). */
export function CopyCodeButton({ labels }: { labels: CopyLabels }) {
  const button = useRef<HTMLButtonElement>(null);
  const [state, copy] = useCopyFeedback(CODE_COPIED_MS);

  const onClick = () => {
    const block = button.current?.closest('[data-code-block]');
    // The shown panel of a group, else the lone block. A block still loading its code has none yet: the copy fails.
    const shown = block?.querySelector('[data-code-panel]:not([hidden])') ?? block;
    void copy(shown?.querySelector('pre code')?.textContent ?? null);
  };

  return (
    <button
      ref={button}
      type="button"
      onClick={onClick}
      title={labels.action}
      className={copyButtonClass}
    >
      {labels.icons[state]}
      <span aria-live="polite">{labels[state]}</span>
    </button>
  );
}
