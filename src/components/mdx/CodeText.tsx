import type { ReactNode } from 'react';
import { codeSegments } from '@/lib/content/code-breaks';

/**
 * A code token that wraps only after the dots and slashes between its parts (code-breaks.ts), never
 * inside a word. Plain strings and bare <wbr> elements: an API page holds hundreds of names, and
 * each one is written twice (HTML and the page's payload).
 */
export function CodeText({ text }: { text: string }): ReactNode {
  const segments = codeSegments(text);
  if (segments.length === 1) return text;
  return segments.flatMap((segment, index) => (index === 0 ? [segment] : [<wbr key={index} />, segment]));
}
