import type { ReactNode } from 'react';
import { FRAME_ATTRIBUTES } from '@/shared/ui/frame-markup';

/**
 * The theme switch: plain markup that the frame's code runs (src/browser/runtime/theme-switch.ts). The
 * theme is on `<html class="dark">` before the first paint, so CSS picks the icon and the
 * accessible name (the label for the other theme) without any script; the script keeps `title` in step.
 */
export function ThemeToggle({ toDarkLabel, toLightLabel, icons, className }: { toDarkLabel: string; toLightLabel: string; icons: { light: ReactNode; dark: ReactNode }; className: string }) {
  return (
    <button
      type="button"
      className={className}
      {...{ [FRAME_ATTRIBUTES.themeToggle]: '', [FRAME_ATTRIBUTES.toDarkLabel]: toDarkLabel, [FRAME_ATTRIBUTES.toLightLabel]: toLightLabel }}
    >
      {icons.light}
      {icons.dark}
      <span className="sr-only dark:hidden">{toDarkLabel}</span>
      <span className="sr-only hidden dark:block">{toLightLabel}</span>
    </button>
  );
}
