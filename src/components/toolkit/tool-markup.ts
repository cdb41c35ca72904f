import type { MessageKey } from '@/lib/i18n/dictionaries/es';
import type { Translate } from '@/lib/i18n/translate';
import { TOOL_ATTRIBUTE } from '@/lib/ui/toolkit-loader';

/** The messages a tool's code shows (src/toolkit/messages.ts), as `data-message-*` attributes. */
export function toolMessages(t: Translate, messages: Record<string, MessageKey>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([message, key]) => [`data-message-${message}`, t(key)]));
}

/** The attributes of a tool's root: its name, and the messages it shows if it carries them in the page. */
export const toolRoot = (name: string, t?: Translate, messages: Record<string, MessageKey> = {}): Record<string, string> => ({ [TOOL_ATTRIBUTE]: name, ...(t ? toolMessages(t, messages) : {}) });
