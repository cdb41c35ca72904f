'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text (or a Blob promise, which Safari needs for fetched content) and reports back for `durationMs`; `null` is nothing to copy, a failure. */
export function useCopyFeedback(durationMs: number) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (content: string | (() => Promise<Blob>) | null) => {
      clearTimeout(timer.current);
      try {
        if (content === null) throw new Error();
        if (typeof content === 'string') await navigator.clipboard.writeText(content);
        else await navigator.clipboard.write([new ClipboardItem({ 'text/plain': content() })]);
        setState('copied');
        timer.current = setTimeout(() => setState('idle'), durationMs);
      } catch {
        setState('failed');
        timer.current = setTimeout(() => setState('idle'), Math.max(durationMs, 2000));
      }
    },
    [durationMs],
  );
  return [state, copy] as const;
}
