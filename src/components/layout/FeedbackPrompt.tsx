'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { feedbackHref } from '@/lib/ui/feedback';

/** Opens the feedback form in a new tab with RefererUrl = origin + path, then thanks the reader (spec §4, §7). */
const subscribeNever = () => () => {};

export function FeedbackPrompt({
  formUrl,
  fallbackOrigin,
  pathname,
  prompt,
  linkLabel,
  thanks,
  newTab,
  icon,
}: {
  formUrl: string;
  fallbackOrigin: string;
  pathname: string;
  prompt: string;
  linkLabel: string;
  thanks: string;
  newTab: string;
  icon: ReactNode;
}) {
  const [sent, setSent] = useState(false);
  // The address the reader is actually on; the prerendered HTML starts with the canonical origin.
  const href = useSyncExternalStore(
    subscribeNever,
    () => feedbackHref(formUrl, window.location.origin, window.location.pathname),
    () => feedbackHref(formUrl, fallbackOrigin, pathname),
  );

  return (
    <div aria-live="polite" className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      {sent ? (
        <p className="font-medium text-zinc-900 dark:text-white">{thanks}</p>
      ) : (
        <>
          <p className="text-zinc-700 dark:text-zinc-300">{prompt}</p>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setSent(true)}
            className="inline-flex items-center gap-1.5 rounded-lg border border-zinc-200 px-3 py-1.5 font-medium text-zinc-800 hover:border-primary-300 hover:text-primary-700 dark:border-zinc-700 dark:text-zinc-100 dark:hover:border-primary-700 dark:hover:text-primary-300"
          >
            {icon}
            {linkLabel}
            <span className="sr-only"> {newTab}</span>
          </a>
        </>
      )}
    </div>
  );
}
