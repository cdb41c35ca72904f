'use client';

import { useCallback, useEffect, useState } from 'react';

/** What the button says: its "Copy" label, "Copied!", or that the copy failed; also the key of its label and icon. */
export type CopyState = 'copy' | 'copied' | 'failed';

/** Copies text (or a Blob promise, which Safari needs for fetched content) and reports back for `durationMs`; `null` is nothing to copy, a failure. */
export function useCopyFeedback(durationMs: number) {
  // The second number counts copies, so that a second copy ending in the same state restarts the timer.
  const [[state, round], setResult] = useState<[CopyState, number]>(['copy', 0]);

  // Timed from the commit that shows the label, not from the copy: on a busy page React may
  // commit "Copied!" a while after the clipboard answered, and the reader still gets the full time.
  useEffect(() => {
    if (state === 'copy') return;
    const timer = setTimeout(() => setResult(['copy', round]), state === 'copied' ? durationMs : Math.max(durationMs, 2000));
    return () => clearTimeout(timer);
  }, [state, round, durationMs]);

  const copy = useCallback(async (content: string | (() => Promise<Blob>) | null) => {
    let next: CopyState = 'copied';
    try {
      if (content === null) throw new Error();
      if (typeof content === 'string') await navigator.clipboard.writeText(content);
      else await navigator.clipboard.write([new ClipboardItem({ 'text/plain': content() })]);
    } catch {
      next = 'failed';
    }
    setResult(([, count]) => [next, count + 1]);
  }, []);
  return [state, copy] as const;
}
