import { THEME_STORAGE_KEY } from '../../shared/ui/theme';

/**
 * Runs in <head> before first paint so a dark page never flashes light. Kept
 * as a string because it must run before any bundle loads; it mirrors resolveTheme. Its own
 * module: the theme toggle's client bundle imports theme.ts and must not carry this string.
 */
export const themeInitScript = `(function(){try{var s=localStorage.getItem('${THEME_STORAGE_KEY}');var d=s==='dark'||(s!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d);document.documentElement.style.colorScheme=d?'dark':'light'}catch(e){}})();`;
