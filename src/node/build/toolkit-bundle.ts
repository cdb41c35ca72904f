import { en } from '../../shared/i18n/dictionaries/en';
import { es } from '../../shared/i18n/dictionaries/es';
import { bundleBrowserModules } from './browser-bundle';
import { TOOLKIT_MODULES } from './toolkit-entry';

/**
 * The words the tools write (their messages, counts, and the credentials dialog), from the locale
 * dictionaries: src/browser/toolkit/strings.ts. In the bundle rather than the pages, whose HTML and React
 * payload would each carry them.
 */
const DRAWN_PREFIXES = ['credentials.', 'debugger.', 'verifier.', 'scudo.', 'pinpad.drawn.', 'journey.drawn.'];
/** Words of tools whose other labels are the server's: the explorers' counts and the copy button's states. */
const DRAWN_KEYS = ['codes.count', 'testCards.count', 'code.copy', 'code.copied', 'code.copyFailed'];
const drawnStrings = (dictionary: Record<string, string>) =>
  Object.fromEntries(Object.entries(dictionary).filter(([key]) => DRAWN_KEYS.includes(key) || DRAWN_PREFIXES.some((prefix) => key.startsWith(prefix))));

const ENTRY = 'src/browser/toolkit/main.ts';

/**
 * Bundles the integrator toolkit (src/browser/toolkit/) before Next runs: one small module and a chunk per
 * tool, content-hashed, modern browsers only (the site's own floor). It is not part of Next's
 * bundle so that no page carries it in its JavaScript budget (src/shared/ui/toolkit-loader.ts).
 */
export const bundleToolkit = ({ root = process.cwd(), minify = true }: { root?: string; minify?: boolean } = {}) =>
  bundleBrowserModules(TOOLKIT_MODULES, { entry: ENTRY, root, minify, define: { __TOOLKIT_STRINGS__: JSON.stringify({ es: drawnStrings(es), en: drawnStrings(en) }) } });
