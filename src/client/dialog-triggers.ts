import { openSearchOnShortcut } from '@/lib/ui/early-input';
import { FRAME_ATTRIBUTES } from '@/lib/ui/frame-markup';

/**
 * The buttons that open a dialog (frame-markup.ts): reaching for one (a pointer, a finger, the
 * focus) starts loading its dialog, a press opens it, and Ctrl/Cmd+K opens search. The dialogs
 * themselves are React (src/components/client/dialogs.tsx), imported only then.
 */
const dialogs = () => import('@/components/client/dialogs');
const SELECTOR = `button[${FRAME_ATTRIBUTES.dialog}]`;
const triggerOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(SELECTOR) : null);

export function watchDialogTriggers(document: Document): () => void {
  const approach = (event: Event) => {
    const trigger = triggerOf(event.target);
    if (trigger) void dialogs().then((module) => module.preloadDialog(trigger.getAttribute(FRAME_ATTRIBUTES.dialog) ?? undefined), () => undefined);
  };
  const open = (trigger: HTMLElement) => void dialogs().then((module) => module.openDialog(trigger), () => undefined);
  const onClick = (event: MouseEvent) => {
    const trigger = triggerOf(event.target);
    if (trigger) open(trigger);
  };
  const search = () => {
    const trigger = document.querySelector<HTMLElement>(`${SELECTOR}[${FRAME_ATTRIBUTES.dialog}="search"]`);
    if (trigger) open(trigger);
  };
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const type of events) document.addEventListener(type, approach, { passive: true });
  document.addEventListener('click', onClick);
  const stopShortcut = openSearchOnShortcut(document.defaultView!, search);
  return () => {
    for (const type of events) document.removeEventListener(type, approach);
    document.removeEventListener('click', onClick);
    stopShortcut();
  };
}
