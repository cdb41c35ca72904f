/** Spec §4 and §9: how long copy feedback stays visible. */
export const CODE_COPIED_MS = 1000;
export const PAGE_COPIED_MS = 500;
/** Spec §9: how long a dropdown's typed search lasts. */
export const TYPE_AHEAD_RESET_MS = 350;
