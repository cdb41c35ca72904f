/**
 * Shiki's theme pair for every code block. github-light and github-dark paint some tokens
 * (orange #E36209, grey comments) below WCAG AA contrast
 * on their backgrounds; the -default pair passes (checked by the axe gate).
 */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/**
 * Shiki gives up on a line after 500 ms by default and leaves the rest of it uncoloured, so on a
 * busy machine the same code came out different (and a fragment's content-hashed name with it).
 * Highlighting happens once, at build time: no limit.
 */
export const TOKENIZE_TIME_LIMIT = 0;
