import type { ReactNode } from 'react';
import { initialTabIndex } from '@/node/html/tabs';
import { TabSet } from '../ui/TabSet';
import { componentChildren } from './component-children';

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

/**
 * Tabs in a page (spec §2): the default-marked tab, or the first, shown; with a slug on every tab,
 * the URL's hash picks the tab and choosing one writes it (src/browser/runtime/tab-sets.ts).
 */
export function Tabs({ children }: { children: ReactNode }) {
  const tabs = componentChildren<TabProps>(children, Tab).map(({ props }) => props);
  const info = tabs.map((tab) => ({ title: tab.title, slug: tab.slug, isDefault: tab.default !== undefined && tab.default !== false }));
  const slugged = info.every((tab) => tab.slug);
  return (
    <TabSet
      labels={info.map((tab) => tab.title)}
      tabIds={info.map((tab) => (tab.slug ? `tab-${tab.slug}` : undefined))}
      {...(slugged ? { slugs: info.map((tab) => tab.slug) } : {})}
      selected={initialTabIndex(info, '')}
      panels={tabs.map((tab) => tab.children)}
      className="my-6"
      listClassName="flex gap-4 overflow-x-auto border-b border-zinc-200 dark:border-zinc-800"
      tabClassName="tab-underline -mb-px shrink-0 py-2 text-sm whitespace-nowrap"
      panelsClassName="pt-2"
      panelClassName="focus:outline-none [&>:first-child]:mt-3"
    />
  );
}
