import { TOOL_ATTRIBUTE } from '@/lib/ui/toolkit-loader';

/** The attributes of a tool's root: its name (src/toolkit/registry.ts). The words it writes ship with its code (src/toolkit/strings.ts). */
export const toolRoot = (name: string): Record<string, string> => ({ [TOOL_ATTRIBUTE]: name });
