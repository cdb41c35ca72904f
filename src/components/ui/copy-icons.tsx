import { Copy } from 'lucide-react';

/**
 * The copy buttons' icon, rendered on the server. One element for every button: React's payload
 * writes an element it has written before as a reference to it, so a page with seventy code blocks
 * carries the icon once. The outcome's icons are swapped in by the browser (copy-icons.ts).
 */
export const copyIcon = <Copy className="size-3.5" aria-hidden="true" />;
