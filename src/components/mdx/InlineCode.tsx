import type { ReactNode } from 'react';
import { codeSegments, KEEP_TOGETHER_CLASS, keepsTogether } from '@/shared/content/code-breaks';

/**
 * Inline code that wraps only after the dots and slashes between its parts (code-breaks.ts), never
 * inside a word; a short token with a space (a card number) stays on one line. Plain strings and bare <wbr> elements: an API page holds hundreds of names,
 * and each one is written twice (HTML and the page's payload).
 */
export function InlineCode({ text, className }: { text: string; className?: string }) {
  const classes = [className, keepsTogether(text) ? KEEP_TOGETHER_CLASS : undefined].filter(Boolean).join(' ');
  // No className prop at all when there is none: the page's payload would write it out as undefined.
  return <code {...(classes ? { className: classes } : {})}>{segmented(text)}</code>;
}

function segmented(text: string): ReactNode {
  const segments = codeSegments(text);
  if (segments.length === 1) return text;
  return segments.flatMap((segment, index) => (index === 0 ? [segment] : [<wbr key={index} />, segment]));
}
