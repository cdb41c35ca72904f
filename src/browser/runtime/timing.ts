/** Spec §4 and §9: how long copy feedback stays visible. */
export const CODE_COPIED_MS = 1000;
export const PAGE_COPIED_MS = 500;
