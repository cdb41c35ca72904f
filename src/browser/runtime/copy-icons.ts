/**
 * A copy button's icon after a copy (lucide's check) or a failed one (lucide's x), written out:
 * the API reference's buttons (copy-code.ts) swap them in in the browser, where the icon library is
 * not; a button's own copy icon is in the page (code-html.ts).
 */
const svg = (drawing: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-3.5" aria-hidden="true">${drawing}</svg>`;

export const copyOutcomeIcons = {
  copied: svg('<path d="M20 6 9 17l-5-5"></path>'),
  failed: svg('<path d="M18 6 6 18"></path><path d="m6 6 12 12"></path>'),
} as const;

export type CopyState = 'copy' | keyof typeof copyOutcomeIcons;
