import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import { FRAME_ATTRIBUTES } from '@/lib/ui/frame-markup';

/**
 * The dialogs (Headless UI: focus trap, Escape, inert page): the menu, search and an image's zoom.
 * Their buttons are markup (MobileNav, SearchButton, ZoomImage); the dialog's code loads when a
 * reader reaches for one (pointer, touch or focus), and the press mounts it in a root of its own,
 * one per button, kept for the next opening. A hash change closes it (spec §2, §4).
 */
type Kind = 'mobile-nav' | 'search' | 'zoom';
// Each dialog's own props, as its button's JSON holds them, plus what every dialog gets.
type Props = Record<string, unknown> & { open: boolean; onClose: () => void };

const loaders: Record<Kind, () => Promise<ComponentType<Props>>> = {
  'mobile-nav': () => import('../layout/MobileNavDialog').then((module) => module.default as unknown as ComponentType<Props>),
  search: () => import('../search/SearchDialog').then((module) => module.default as unknown as ComponentType<Props>),
  zoom: () => import('../mdx/ZoomDialog').then((module) => module.default as unknown as ComponentType<Props>),
};
const isKind = (kind: string | undefined): kind is Kind => !!kind && Object.hasOwn(loaders, kind);

const load = (kind: Kind) => Promise.all([import('./react-root'), loaders[kind]()]);

/** Starts loading a dialog's code: a pointer, a finger or the focus came to its button. */
export const preloadDialog = (kind: string | undefined) => void (isKind(kind) && load(kind).catch(() => undefined));

function Host({ kind, Dialog, props, content, trigger, register }: { kind: Kind; Dialog: ComponentType<Props>; props: Record<string, unknown>; content: string | null; trigger: HTMLElement; register: (open: () => void) => void }) {
  const [open, setOpen] = useState(true);
  useLayoutEffect(() => register(() => setOpen(true)), [register]);
  useEffect(() => {
    if (trigger.hasAttribute('aria-expanded')) trigger.setAttribute('aria-expanded', String(open));
    if (!open) return;
    const close = () => setOpen(false);
    window.addEventListener('hashchange', close);
    return () => window.removeEventListener('hashchange', close);
  }, [open, trigger]);
  const onClose = () => setOpen(false);
  // The menu's content is the page's navigation, drawn on the server into the button's <template>.
  const children = content === null ? undefined : <div dangerouslySetInnerHTML={{ __html: content }} />;
  // Search starts afresh at each opening (an empty query, the reader's early keys): it is there only while open.
  if (kind === 'search' && !open) return null;
  return (
    <Dialog {...props} open={open} onClose={onClose}>
      {children}
    </Dialog>
  );
}

const opened = new WeakMap<HTMLElement, { root?: Root; open?: () => void }>();

/** Opens the dialog of a button, mounting it the first time. */
export async function openDialog(trigger: HTMLElement): Promise<void> {
  const kind = trigger.getAttribute(FRAME_ATTRIBUTES.dialog) ?? undefined;
  if (!isKind(kind)) return;
  const known = opened.get(trigger);
  if (known?.open) return known.open();
  if (known) return; // Loading already: the first press opens it.
  const entry: { root?: Root; open?: () => void } = {};
  opened.set(trigger, entry);
  let modules;
  try {
    modules = await load(kind);
  } catch {
    // Offline: the button stays as it was, for the next press to try again.
    opened.delete(trigger);
    return;
  }
  const [{ createRoot }, Dialog] = modules;
  let props: Record<string, unknown> = {};
  try {
    props = JSON.parse(trigger.getAttribute(FRAME_ATTRIBUTES.dialogProps) ?? '{}') as Record<string, unknown>;
  } catch {
    // The build writes valid JSON; a page edited by hand opens the dialog with its defaults.
  }
  const template = trigger.nextElementSibling;
  const content = template instanceof HTMLTemplateElement ? template.innerHTML : null;
  const container = document.createElement('div');
  document.body.append(container);
  entry.root = createRoot(container);
  entry.root.render(<Host kind={kind} Dialog={Dialog} props={props} content={content} trigger={trigger} register={(open) => (entry.open = open)} />);
}
