'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { feedbackHref } from '@/lib/ui/feedback';

/** Opens the feedback form in a new tab with RefererUrl = origin + path, then thanks the reader (spec §4, §7). */
const subscribeNever = () => () => {};

/**
 * The texts and the link's face come rendered from the server (Footer), so their markup and
 * classes are page data rather than bytes of every page's JavaScript.
 */
export function FeedbackPrompt({
  formUrl,
  fallbackOrigin,
  pathname,
  prompt,
  thanks,
  linkClassName,
  link,
}: {
  formUrl: string;
  fallbackOrigin: string;
  pathname: string;
  prompt: ReactNode;
  thanks: ReactNode;
  linkClassName: string;
  link: ReactNode;
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
        thanks
      ) : (
        <>
          {prompt}
          <a href={href} target="_blank" rel="noopener noreferrer" onClick={() => setSent(true)} className={linkClassName}>
            {link}
          </a>
        </>
      )}
    </div>
  );
}
