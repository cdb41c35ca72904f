import type { ReactNode } from 'react';
import type { Locale } from '@/shared/i18n/locales';
import { FRAME_ATTRIBUTES } from '@/shared/ui/frame-markup';
import type { SearchLabels } from '../../browser/islands/search/SearchDialog';

/**
 * "Buscar..." in the top bar, and Ctrl/Cmd+K anywhere (spec §2). The dialog, the engine and the
 * index stay off the page until a reader first opens search (src/browser/islands/dialogs.tsx).
 * The button's face and classes come rendered from the server (TopBar).
 */
export function SearchButton({ shortcutHint, dialogLabels, locale, className, children }: { shortcutHint: string; dialogLabels: SearchLabels; locale: Locale; className: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      title={shortcutHint}
      className={className}
      {...{ [FRAME_ATTRIBUTES.dialog]: 'search', [FRAME_ATTRIBUTES.dialogProps]: JSON.stringify({ locale, labels: dialogLabels }) }}
    >
      {children}
    </button>
  );
}
