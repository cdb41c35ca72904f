import { watchCopyCode } from './copy-code';
import { watchDisclosures } from './disclosures';
import { watchFeedback } from './feedback-prompt';
import { watchTableOfContents } from './table-of-contents';
import { watchThemeSwitch } from './theme-switch';
import { watchTopBarFade } from './top-bar-fade';

/**
 * Runs the frame's controls (frame-markup.ts): the top bar's fade, the theme switch, the sidebar's
 * groups, the table of contents, the copy buttons and the feedback prompt. Returns the function that stops them.
 */
export function startFrame(document: Document): () => void {
  const stops = [
    watchTopBarFade(document),
    watchThemeSwitch(document),
    watchDisclosures(document),
    watchTableOfContents(document),
    watchCopyCode(document, document.defaultView?.navigator.clipboard),
    watchFeedback(document),
  ];
  return () => stops.forEach((stop) => stop());
}

