'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { initialTabIndex, type TabInfo } from '@/lib/ui/tabs';
import { TabSet } from '../ui/TabSet';

export function TabsClient({ tabs, panels }: { tabs: TabInfo[]; panels: ReactNode[] }) {
  const [selected, setSelected] = useState(() => initialTabIndex(tabs, ''));
  const slugged = tabs.every((tab) => tab.slug);

  useEffect(() => {
    if (!slugged) return;
    const fromHash = () => {
      const index = tabs.findIndex((tab) => `#${tab.slug}` === window.location.hash);
      if (index >= 0) setSelected(index);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [tabs, slugged]);

  const choose = (index: number) => {
    setSelected(index);
    const slug = tabs[index]?.slug;
    // replaceState: the tab is addressable without adding history entries or scrolling.
    if (slugged && slug) window.history.replaceState(window.history.state, '', `#${slug}`);
  };

  return (
    <TabSet
      labels={tabs.map((tab) => tab.title)}
      tabIds={tabs.map((tab) => (tab.slug ? `tab-${tab.slug}` : undefined))}
      selected={selected}
      onSelect={choose}
      panels={panels}
      className="my-6"
      listClassName="flex gap-4 overflow-x-auto border-b border-zinc-200 dark:border-zinc-800"
      tabClassName="tab-underline -mb-px shrink-0 py-2 text-sm whitespace-nowrap"
      panelsClassName="pt-2"
      panelClassName="focus:outline-none [&>:first-child]:mt-3"
    />
  );
}
