'use client';

import { Children, useState, type ReactNode } from 'react';
import { islandRoot } from '@/lib/ui/islands';
import { Dropdown } from '../ui/Dropdown';
import { CodeHeader } from '../mdx/CodeHeader';
import { CodePanels } from '../mdx/CodePanels';
import type { CopyLabels } from '../mdx/CopyCodeButton';

/**
 * Named JSON examples in one code block; a dropdown picks one. Unlike a code group, the choice
 * is not a code language, so it is neither remembered nor shared with other blocks.
 */
export function ExampleGroupClient({ title, label, labels, copy, children }: { title: string; label: string; labels: string[]; copy: CopyLabels; children: ReactNode }) {
  const [selected, setSelected] = useState(0);
  const panels = Children.toArray(children);
  return (
    <div {...islandRoot} data-code-block className="not-prose my-4 overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-800">
      <CodeHeader copy={copy}>
        <span className="shrink-0 font-medium text-zinc-700 dark:text-zinc-300">{title}</span>
        {labels.length > 1 ? (
          <Dropdown
            label={label}
            value={String(selected)}
            className="min-w-0 flex-1"
            buttonClassName="py-1! text-xs"
            options={labels.map((option, index) => ({ value: String(index), label: option }))}
            onChange={(value) => setSelected(Number(value))}
          />
        ) : labels[0] ? (
          <span className="min-w-0 truncate text-zinc-500 dark:text-zinc-400">{labels[0]}</span>
        ) : null}
      </CodeHeader>
      <CodePanels panels={panels} selected={selected} />
    </div>
  );
}
