import type { ReactNode } from 'react';
import { feedbackHref } from '@/shared/ui/feedback';
import { FRAME_ATTRIBUTES } from '@/shared/ui/frame-markup';

/**
 * Opens the feedback form in a new tab with RefererUrl = origin + path, then thanks the reader
 * (spec §4, §7): markup run by src/browser/runtime/feedback-prompt.ts, which puts the reader's own address
 * in the link. The texts and the link's face come rendered from the server (Footer).
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
  return (
    <div aria-live="polite" className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      {prompt}
      <a
        href={feedbackHref(formUrl, fallbackOrigin, pathname)}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClassName}
        {...{ [FRAME_ATTRIBUTES.feedbackForm]: formUrl }}
      >
        {link}
      </a>
      <div hidden {...{ [FRAME_ATTRIBUTES.feedbackThanks]: '' }}>
        {thanks}
      </div>
    </div>
  );
}
