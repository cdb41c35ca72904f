/**
 * Shiki's theme pair for every code block. github-light and github-dark paint some tokens
 * (orange #E36209, grey comments) below WCAG AA contrast
 * on their backgrounds; the -default pair passes (checked by the axe gate).
 */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;
