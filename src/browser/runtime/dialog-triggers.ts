import { openSearchOnShortcut } from '@/shared/ui/early-input';
import { FRAME_ATTRIBUTES } from '@/shared/ui/frame-markup';
import { NATIVE_DIALOG_ATTRIBUTES, openNativeDialog } from '@/browser/runtime/native-dialogs';

/**
 * The buttons that open a dialog (frame-markup.ts). The menu and an image's zoom are native dialogs
 * that a press opens at once (native-dialogs.ts). Search is React (src/browser/islands/dialogs.tsx):
 * reaching for its button (a pointer, a finger, the focus) starts loading it, a press or
 * Ctrl/Cmd+K opens it.
 */
const SELECTOR = `button[${FRAME_ATTRIBUTES.dialog}]`;
const isNative = (trigger: HTMLElement) => trigger.hasAttribute(NATIVE_DIALOG_ATTRIBUTES.native);
const triggerOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(SELECTOR) : null);

export function watchDialogTriggers(document: Document, load: () => Promise<{ openDialog: (trigger: HTMLElement) => void }>): () => void {
  const approach = (event: Event) => {
    const trigger = triggerOf(event.target);
    if (trigger && !isNative(trigger)) void load().catch(() => undefined);
  };
  const open = (trigger: HTMLElement) => {
    if (isNative(trigger) && openNativeDialog(trigger)) return;
    // Offline, the press does nothing; the next one tries again.
    void load().then((module) => module.openDialog(trigger), () => undefined);
  };
  const onClick = (event: MouseEvent) => {
    const trigger = triggerOf(event.target);
    if (trigger) open(trigger);
  };
  const search = () => {
    const trigger = document.querySelector<HTMLElement>(`${SELECTOR}[${FRAME_ATTRIBUTES.dialog}="search"]`);
    if (trigger) open(trigger);
  };
  const events = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
  for (const type of events) document.addEventListener(type, approach, { passive: true });
  document.addEventListener('click', onClick);
  const stopShortcut = openSearchOnShortcut(document.defaultView!, search);
  return () => {
    for (const type of events) document.removeEventListener(type, approach);
    document.removeEventListener('click', onClick);
    stopShortcut();
  };
}
