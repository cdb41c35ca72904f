import { FRAME_ATTRIBUTES } from '../../shared/ui/frame-markup';
import { THEME_STORAGE_KEY, themeStorageAction, type Theme } from '../../shared/ui/theme';

const currentTheme = (root: HTMLElement): Theme => (root.classList.contains('dark') ? 'dark' : 'light');

/** The switch's tooltip says what a press does; its accessible name does the same in CSS (ThemeToggle.tsx). */
function syncTitles(document: Document) {
  const theme = currentTheme(document.documentElement);
  for (const button of document.querySelectorAll<HTMLElement>(`[${FRAME_ATTRIBUTES.themeToggle}]`)) {
    const title = button.getAttribute(theme === 'dark' ? FRAME_ATTRIBUTES.toLightLabel : FRAME_ATTRIBUTES.toDarkLabel);
    if (title && button.title !== title) button.title = title;
  }
}

/**
 * The theme switch (spec §4): a press flips `<html class="dark">` and stores the choice only when
 * it differs from the system's (theme.ts). Returns the function that stops it.
 */
export function watchThemeSwitch(document: Document): () => void {
  const window = document.defaultView!;
  const root = document.documentElement;
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest(`[${FRAME_ATTRIBUTES.themeToggle}]`)) return;
    const next: Theme = currentTheme(root) === 'dark' ? 'light' : 'dark';
    root.classList.toggle('dark', next === 'dark');
    root.style.colorScheme = next;
    const action = themeStorageAction(next, window.matchMedia('(prefers-color-scheme: dark)').matches);
    try {
      if (action.kind === 'store') window.localStorage.setItem(THEME_STORAGE_KEY, action.value);
      else window.localStorage.removeItem(THEME_STORAGE_KEY);
    } catch {
      // Storage disabled: the class still applies to this page.
    }
  };
  // Another tab or the early theme script may set the class too: the titles follow whoever did.
  const observer = new window.MutationObserver(() => syncTitles(document));
  observer.observe(root, { attributes: true, attributeFilter: ['class'] });
  syncTitles(document);
  document.addEventListener('click', onClick);
  return () => {
    observer.disconnect();
    document.removeEventListener('click', onClick);
  };
}

