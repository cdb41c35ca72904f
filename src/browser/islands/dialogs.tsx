import { parseJsonSafely } from '@/shared/text/safe-decode';
import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { FRAME_ATTRIBUTES } from '@/shared/ui/frame-markup';
import SearchDialog from './search/SearchDialog';

/**
 * The dialogs in React: search (a native modal dialog whose results are React). Its button is markup (SearchButton); this module, with React and the dialog, loads when a
 * reader reaches for it (or earlier, fetched ahead once the page is quiet: main.ts), and the press
 * mounts it in a root of its own, kept for the next opening.
 * A hash change closes it (spec §2). The menu and an image's zoom are native dialogs
 * (native-dialogs.ts).
 */
// The dialog's own props, as its button's JSON holds them, plus what every dialog gets.
type Props = Record<string, unknown> & { open: boolean; onClose: () => void; trigger: HTMLElement };

const dialogs: Record<string, ComponentType<Props>> = {
  search: SearchDialog as unknown as ComponentType<Props>,
};

function Host({ Dialog, props, trigger, register }: { Dialog: ComponentType<Props>; props: Record<string, unknown>; trigger: HTMLElement; register: (open: () => void) => void }) {
  const [open, setOpen] = useState(true);
  useLayoutEffect(() => register(() => setOpen(true)), [register]);
  useEffect(() => {
    if (trigger.hasAttribute('aria-expanded')) trigger.setAttribute('aria-expanded', String(open));
    if (!open) return;
    const close = () => setOpen(false);
    window.addEventListener('hashchange', close);
    return () => window.removeEventListener('hashchange', close);
  }, [open, trigger]);
  // Search starts afresh at each opening (an empty query, the reader's early keys): it is there only while open.
  if (!open) return null;
  return <Dialog {...props} open={open} trigger={trigger} onClose={() => setOpen(false)} />;
}

const opened = new WeakMap<HTMLElement, { open?: () => void }>();

/** Opens the dialog of a button, mounting it the first time. */
export function openDialog(trigger: HTMLElement): void {
  const Dialog = dialogs[trigger.getAttribute(FRAME_ATTRIBUTES.dialog) ?? ''];
  if (!Dialog) return;
  const known = opened.get(trigger);
  if (known?.open) return known.open();
  if (known) return; // Mounting already: its first render opens it.
  const entry: { open?: () => void } = {};
  opened.set(trigger, entry);
  // The build writes valid JSON; a page edited by hand opens the dialog with its defaults.
  const written = parseJsonSafely(trigger.getAttribute(FRAME_ATTRIBUTES.dialogProps));
  const props = typeof written === 'object' && written !== null ? (written as Record<string, unknown>) : {};
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<Host Dialog={Dialog} props={props} trigger={trigger} register={(open) => (entry.open = open)} />);
}
