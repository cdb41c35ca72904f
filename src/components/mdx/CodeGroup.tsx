import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { CopyLabels } from '../ui/CopyButton';
import { blockLabel, Pre, type PreProps } from './CodeBlock';
import { CodeGroupClient } from './CodeGroupClient';

/** The highlighted <pre> elements among the children: Shiki hands each one over wrapped in a fragment. */
function codeBlocks(children: ReactNode): ReactElement<PreProps>[] {
  return Children.toArray(children).flatMap((child): ReactElement<PreProps>[] => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    if (child.type === Fragment) return codeBlocks(child.props.children);
    return 'data-language' in (child.props as object) ? [child as ReactElement<PreProps>] : [];
  });
}

/** Several code blocks under one title; the blocks were highlighted at build time, the client only switches. */
export function CodeGroup({ title, children, copy, languageLabel }: { title?: string; children: ReactNode; copy: CopyLabels; languageLabel: string }) {
  const blocks = codeBlocks(children);
  return (
    <CodeGroupClient title={title} labels={blocks.map((block) => blockLabel(block.props))} copy={copy} languageLabel={languageLabel}>
      {blocks.map((block, index) => (
        <Pre key={index} {...block.props} />
      ))}
    </CodeGroupClient>
  );
}
