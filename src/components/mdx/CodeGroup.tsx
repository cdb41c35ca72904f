import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { codeGroupClass, codeGroupTitleClass } from '@/node/html/code-classes';
import type { CopyLabels } from '../ui/CopyButton';
import { StaticDropdown } from '../ui/StaticDropdown';
import { TabSet } from '../ui/TabSet';
import { blockLabel, Pre, type PreProps } from './CodeBlock';
import { CodeHeader } from './CodeHeader';
import { CodePanels } from './CodePanels';

/** Groups of 3 or more blocks use a dropdown instead of tabs (spec §2, §9). */
export const DROPDOWN_FROM = 3;

/** The highlighted <pre> elements among the children: Shiki hands each one over wrapped in a fragment. */
function codeBlocks(children: ReactNode): ReactElement<PreProps>[] {
  return Children.toArray(children).flatMap((child): ReactElement<PreProps>[] => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    if (child.type === Fragment) return codeBlocks(child.props.children);
    return 'data-language' in (child.props as object) ? [child as ReactElement<PreProps>] : [];
  });
}

/**
 * Several code blocks under one title, highlighted at build time: the first shown, the reader's
 * language shown instead once the site's code starts (code-panels.ts), which also switches them.
 */
export function CodeGroup({ title, children, copy, languageLabel }: { title?: string; children: ReactNode; copy: CopyLabels; languageLabel: string }) {
  const blocks = codeBlocks(children);
  const labels = blocks.map((block) => blockLabel(block.props));
  const panels = blocks.map((block, index) => <Pre key={index} {...block.props} />);
  const titleNode = title ? <span className={codeGroupTitleClass}>{title}</span> : null;

  if (labels.length >= DROPDOWN_FROM) {
    return (
      <div data-code-block data-language-group className={codeGroupClass}>
        <CodeHeader copy={copy}>
          {titleNode}
          <StaticDropdown
            dropdown={{ label: languageLabel, value: '0', className: 'w-40', buttonClassName: 'py-1! text-xs', options: labels.map((label, index) => ({ value: String(index), label })) }}
          />
        </CodeHeader>
        <CodePanels panels={panels} selected={0} />
      </div>
    );
  }

  return (
    <TabSet
      labels={labels}
      selected={0}
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
