import { TRY_IT_ATTRIBUTE } from '@/shared/ui/try-it-markup';

export interface TryItModule {
  pressTryIt: (button: HTMLElement) => void;
}

/**
 * The *Try it* buttons of API operations (try-it-markup.ts), at startup: only the listener that
 * hands a press to the panel's code (src/browser/try-it/), fetched on that first press and not
 * before: no page pays for the simulator until a reader asks for it. Offline, a press does
 * nothing; the next one tries again.
 */
export function watchTryItButtons(document: Document, load: () => Promise<TryItModule>): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`button[${TRY_IT_ATTRIBUTE}]`) : null;
    if (button) load().then((module) => module.pressTryIt(button), () => undefined);
  });
}
