import { TOOL_ATTRIBUTE } from '@/shared/ui/toolkit-loader';

/** The attributes of a tool's root: its name (src/browser/toolkit/registry.ts). The words it writes ship with its code (src/browser/toolkit/strings.ts). */
export const toolRoot = (name: string): Record<string, string> => ({ [TOOL_ATTRIBUTE]: name });
