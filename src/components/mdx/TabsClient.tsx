'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { initialTabIndex, type TabInfo } from '@/lib/ui/tabs';

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
    <TabGroup selectedIndex={selected} onChange={choose} className="my-6">
      <TabList className="flex gap-4 overflow-x-auto border-b border-zinc-200 dark:border-zinc-800">
        {tabs.map((tab) => (
          <Tab
            key={tab.title}
            id={tab.slug ? `tab-${tab.slug}` : undefined}
            className="-mb-px shrink-0 border-b-2 border-transparent py-2 text-sm font-medium whitespace-nowrap text-zinc-600 hover:text-zinc-900 focus:outline-none data-focus:outline-2 data-selected:border-primary-600 data-selected:text-primary-700 dark:text-zinc-400 dark:hover:text-white dark:data-selected:border-primary-400 dark:data-selected:text-primary-300"
          >
            {tab.title}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-2">
        {panels.map((panel, index) => (
          <TabPanel key={index} unmount={false} className="focus:outline-none [&>:first-child]:mt-3">
            {panel}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
