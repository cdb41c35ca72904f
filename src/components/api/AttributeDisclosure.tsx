'use client';

import { useState, type ReactNode } from 'react';
import { disclosurePanelClass, disclosureToggleClass } from '@/lib/ui/badge-classes';
import { loadCodeFragment } from '@/lib/ui/code-fragment-loader';
import { islandRoot } from '@/lib/ui/islands';
import { useDisclosure } from '../ui/use-disclosure';

export interface AttributeFragmentLabels {
  loading: string;
  failed: string;
  retry: string;
}

type Fragment = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; html: string };

/**
 * Nested attributes behind a button (spec §4: open or closed). The rows are not in the page: the
 * build writes them as a fragment (`src`, src/lib/openapi/attribute-fragments.ts) and the button
 * fetches it when first opened, or as soon as a pointer or the focus comes to it. Rows passed as
 * children (no `src`) are shown as they are.
 */
export function AttributeDisclosure({
  showLabel,
  hideLabel,
  chevron,
  src,
  labels,
  children,
}: {
  showLabel: string;
  hideLabel: string;
  chevron: ReactNode;
  src?: string;
  labels?: AttributeFragmentLabels;
  children?: ReactNode;
}) {
  const { open, buttonProps, panelProps } = useDisclosure();
  const [fragment, setFragment] = useState<Fragment>({ status: 'idle' });
  const fetchRows = () => {
    if (!src) return;
    setFragment({ status: 'loading' });
    loadCodeFragment(src).then(
      (html) => setFragment({ status: 'ready', html }),
      () => setFragment({ status: 'failed' }),
    );
  };
  // Once: on the first pointer, focus or click (a failed fetch waits for the retry button).
  const load = () => {
    if (fragment.status === 'idle') fetchRows();
  };

  let panel: ReactNode = null;
  if (open) {
    if (!src) panel = <div {...panelProps} className={disclosurePanelClass}>{children}</div>;
    else if (fragment.status === 'ready') panel = <div {...panelProps} className={disclosurePanelClass} dangerouslySetInnerHTML={{ __html: fragment.html }} />;
    else {
      panel = (
        <div {...panelProps} className={`${disclosurePanelClass} py-2 text-xs`} aria-busy={fragment.status !== 'failed'}>
          {fragment.status === 'failed' ? (
            <span role="alert">
              {labels?.failed}{' '}
              <button type="button" onClick={fetchRows} className="font-medium text-primary-700 underline dark:text-primary-300">
                {labels?.retry}
              </button>
            </span>
          ) : (
            <span role="status">{labels?.loading}</span>
          )}
        </div>
      );
    }
  }
  return (
    <div {...islandRoot} className="mt-2" data-code-src={src}>
      <button
        {...buttonProps}
        // Opening fetches the rows (a click kept from before hydration is made again, so it comes here too).
        onClick={() => {
          buttonProps.onClick();
          load();
        }}
        onPointerEnter={load}
        onFocus={load}
        className={disclosureToggleClass}
      >
        {chevron}
        {open ? hideLabel : showLabel}
      </button>
      {panel}
    </div>
  );
}
