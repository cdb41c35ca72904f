/**
 * Shiki's theme pair for every code block. github-dark's comments fail WCAG AA contrast
 * on its background; github-dark-default's pass (checked by the axe gate).
 */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark-default' } as const;
