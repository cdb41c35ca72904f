import { Check, Copy, X } from 'lucide-react';
import type { CopyIcons } from './copy-icon-types';

// One set of elements for every copy button: React's payload writes an element it has written
// before as a reference to it, so a page with seventy code blocks carries the icons once, not
// seventy times (about 96 KB of the largest API page's payload).
/**
 * The copy buttons' icons, rendered on the server and handed to the client buttons as elements,
 * so no icon code ships to the browser.
 */
export const copyIcons: CopyIcons = {
  copy: <Copy className="size-3.5" aria-hidden="true" />,
  copied: <Check className="size-3.5" aria-hidden="true" />,
  failed: <X className="size-3.5" aria-hidden="true" />,
};
