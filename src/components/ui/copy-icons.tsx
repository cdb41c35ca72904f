import { Check, Copy, X } from 'lucide-react';
import type { CopyIcons } from './copy-icon-types';

/**
 * The copy buttons' icons, rendered on the server and handed to the client buttons as elements,
 * so no icon code ships to the browser.
 */
export function copyIcons(): CopyIcons {
  return {
    copy: <Copy className="size-3.5" aria-hidden="true" />,
    copied: <Check className="size-3.5" aria-hidden="true" />,
    failed: <X className="size-3.5" aria-hidden="true" />,
  };
}
