/**
 * The menu and an image's zoom are native modal dialogs (`<dialog>` opened with `showModal()`): the
 * browser makes the page behind inert, keeps the focus inside, closes on Escape and gives the focus
 * back to the button. No React and nothing to download: a reader's first tap opens them at once
 * (docs/benchmarks.md, "A native menu, fewer files fetched ahead, fewer elements in code"). What the browser does not do is here: a click on the
 * backdrop, on a close button or on a link closes; a hash change closes; the menu opens scrolled
 * to the reader's page.
 *
 * The dialog's markup waits in a `<template>` right after its button (MobileNav, ZoomImage), so
 * that the page's navigation is not in the document twice until a reader asks for it.
 */
export const NATIVE_DIALOG_ATTRIBUTES = {
  /** On a dialog's button: its `<template>` holds a native `<dialog>`. */
  native: 'data-native-dialog',
  /** Inside a dialog: an element whose click closes it. */
  close: 'data-dialog-close',
  /** Inside a dialog: the part that scrolls, opened on the current page's link. */
  panel: 'data-dialog-panel',
} as const;

const dialogs = new WeakMap<HTMLElement, HTMLDialogElement>();

/** Scrolls the panel so that the current page's link sits a third of the way down (issue 13). */
function scrollToCurrentPage(dialog: HTMLDialogElement) {
  const panel = dialog.querySelector<HTMLElement>(`[${NATIVE_DIALOG_ATTRIBUTES.panel}]`);
  const current = panel?.querySelector('nav a[aria-current="page"]');
  if (!panel || !current) return;
  const offset = current.getBoundingClientRect().top - panel.getBoundingClientRect().top;
  panel.scrollTop += offset - panel.clientHeight / 3;
}

function wire(dialog: HTMLDialogElement, trigger: HTMLElement) {
  const window = dialog.ownerDocument.defaultView!;
  const close = () => dialog.open && dialog.close();
  dialog.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // The dialog element itself is the backdrop around the panel; a link leaves (or moves within) the page.
    if (target === dialog || target?.closest(`[${NATIVE_DIALOG_ATTRIBUTES.close}], a[href]`)) close();
  });
  dialog.addEventListener('close', () => {
    if (trigger.hasAttribute('aria-expanded')) trigger.setAttribute('aria-expanded', 'false');
  });
  window.addEventListener('hashchange', close);
}

/** The dialog a button opens, built from its template the first time; null when it has none. */
function dialogOf(trigger: HTMLElement): HTMLDialogElement | null {
  const known = dialogs.get(trigger);
  if (known) return known;
  const template = trigger.nextElementSibling;
  if (!(template instanceof HTMLTemplateElement)) return null;
  // In development React renders the page again in the browser, and puts a template's children in
  // the element itself rather than in its content (it cannot hydrate a <template>).
  const dialog = template.content.querySelector('dialog') ?? template.querySelector('dialog');
  if (!dialog) return null;
  const copy = trigger.ownerDocument.importNode(dialog, true);
  trigger.ownerDocument.body.append(copy);
  wire(copy, trigger);
  dialogs.set(trigger, copy);
  return copy;
}

/** Opens a button's native dialog; false when the button has none. */
export function openNativeDialog(trigger: HTMLElement): boolean {
  const dialog = dialogOf(trigger);
  if (!dialog) return false;
  if (dialog.open) return true;
  dialog.showModal();
  if (trigger.hasAttribute('aria-expanded')) trigger.setAttribute('aria-expanded', 'true');
  scrollToCurrentPage(dialog);
  return true;
}
