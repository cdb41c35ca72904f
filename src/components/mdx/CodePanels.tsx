import type { ReactNode } from 'react';

/**
 * The blocks of a code group chosen by a dropdown: all in the HTML, only the selected one shown.
 * `data-code-panel` lets the header's copy button find the visible code.
 */
export function CodePanels({ panels, selected }: { panels: readonly ReactNode[]; selected: number }) {
  return panels.map((panel, index) => (
    <div key={index} data-code-panel hidden={index !== selected}>
      {panel}
    </div>
  ));
}
