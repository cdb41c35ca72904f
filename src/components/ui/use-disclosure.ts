'use client';

import { useId, useState } from 'react';

/**
 * A disclosure (WAI-ARIA pattern): a native button that shows or hides a region. The button's own
 * Enter/Space handling is all the keyboard it needs, so no primitive library is loaded for it.
 */
export function useDisclosure(defaultOpen = false) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return {
    open,
    buttonProps: {
      type: 'button' as const,
      'aria-expanded': open,
      // Only while the panel is in the page: a closed panel is not rendered.
      'aria-controls': open ? panelId : undefined,
      'data-open': open ? '' : undefined,
      onClick: () => setOpen((value) => !value),
    },
    panelProps: { id: panelId },
  };
}
