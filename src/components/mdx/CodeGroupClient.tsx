'use client';

import { Children, useState, type ReactNode } from 'react';
import { codeGroupClass, codeGroupTitleClass } from '@/lib/ui/code-classes';
import { Dropdown } from '../ui/Dropdown';
import { TabSet } from '../ui/TabSet';
import { setPreferredCodeLanguage, usePreferredCodeLanguage } from './code-language-store';
import { CodeHeader } from './CodeHeader';
import { CodePanels } from './CodePanels';
import type { CopyLabels } from '../ui/CopyButton';

/** Groups of 3 or more blocks use a dropdown instead of tabs (spec §2, §9). */
export const DROPDOWN_FROM = 3;

export function CodeGroupClient({
  title,
  labels,
  languageLabel,
  copy,
  children,
}: {
  title?: string;
  labels: string[];
  languageLabel: string;
  copy: CopyLabels;
  children: ReactNode;
}) {
  const panels = Children.toArray(children);
  const preferred = usePreferredCodeLanguage();
  const [chosen, setChosen] = useState(0);
  const preferredIndex = preferred ? labels.indexOf(preferred) : -1;
  const selected = preferredIndex >= 0 ? preferredIndex : chosen;

  const select = (index: number) => {
    setChosen(index);
    const label = labels[index];
    if (label) setPreferredCodeLanguage(label);
  };

  const titleNode = title ? <span className={codeGroupTitleClass}>{title}</span> : null;

  if (labels.length >= DROPDOWN_FROM) {
    return (
      <div data-code-block className={codeGroupClass}>
        <CodeHeader copy={copy}>
          {titleNode}
          <Dropdown
            label={languageLabel}
            value={String(selected)}
            className="w-40"
            buttonClassName="py-1! text-xs"
            options={labels.map((label, index) => ({ value: String(index), label }))}
            onChange={(value) => select(Number(value))}
          />
        </CodeHeader>
        <CodePanels panels={panels} selected={selected} />
      </div>
    );
  }

  return (
    <TabSet
      labels={labels}
      selected={selected}
      onSelect={select}
      panels={panels}
      codeGroup
      panelTabIndex={-1}
      listLabel={title ?? languageLabel}
      className={codeGroupClass}
      listClassName="-mb-px flex gap-1 self-stretch"
      tabClassName="tab-underline px-2 text-xs"
      header={(tabList) => (
        <CodeHeader copy={copy}>
          {titleNode}
          {tabList}
        </CodeHeader>
      )}
    />
  );
}
