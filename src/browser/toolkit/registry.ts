/** A tool's browser code: `mount` wires the tool's server-rendered root (the element with `data-tool`). */
export interface Tool {
  mount(root: HTMLElement): void | Promise<void>;
}

/**
 * Every tool, by the name its root carries in `data-tool`. Each is its own chunk: a page loads
 * the code of the tools it holds, when the reader first reaches for one (src/shared/ui/toolkit-loader.ts).
 */
export const tools: Record<string, () => Promise<Tool>> = {
  credentials: () => import('./tools/credentials'),
  'auth-debugger': () => import('./tools/auth-debugger'),
  'signature-verifier': () => import('./tools/signature-verifier'),
  'scudo-signature': () => import('./tools/scudo-signature'),
  'test-cards': () => import('./tools/test-cards'),
  codes: () => import('./tools/codes'),
  'pinpad-playground': () => import('./tools/pinpad-playground'),
  journey: () => import('./tools/journey'),
};
