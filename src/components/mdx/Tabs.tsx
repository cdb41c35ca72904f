import type { ReactNode } from 'react';
import { componentChildren } from './component-children';
import { TabsClient } from './TabsClient';

interface TabProps {
  title: string;
  slug?: string;
  default?: boolean;
  children?: ReactNode;
}

/** Only a marker: <Tabs> reads its props and content. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

export function Tabs({ children }: { children: ReactNode }) {
  const tabs = componentChildren<TabProps>(children, Tab);
  return (
    <TabsClient
      tabs={tabs.map(({ props }) => ({ title: props.title, slug: props.slug, isDefault: props.default !== undefined && props.default !== false }))}
      panels={tabs.map(({ props }) => props.children)}
    />
  );
}
