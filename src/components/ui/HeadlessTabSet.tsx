'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import type { TabSetProps } from './tab-set-types';

/**
 * The tabs pattern by Headless UI (arrow keys, Home/End, focus management). TabSet loads it on the
 * first keyboard move and passes that key here to replay on the selected tab.
 */
export default function HeadlessTabSet({ replayKey, ...props }: TabSetProps & { replayKey: string }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const replayed = useRef(false);
  const { selected } = props;

  useEffect(() => {
    if (replayed.current) return;
    replayed.current = true;
    const tab = rootRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[selected];
    if (!tab) return;
    tab.focus({ preventScroll: true });
    // Headless UI registers its tabs in a state update after mount; the key waits for that render.
    const frame = requestAnimationFrame(() => tab.dispatchEvent(new window.KeyboardEvent('keydown', { key: replayKey, bubbles: true })));
    return () => cancelAnimationFrame(frame);
  }, [replayKey, selected]);

  const tabList = (
    <TabList aria-label={props.listLabel} className={props.listClassName}>
      {props.labels.map((label, index) => (
        <Tab key={label} id={props.tabIds?.[index]} className={props.tabClassName}>
          {label}
        </Tab>
      ))}
    </TabList>
  );
  return (
    <TabGroup ref={rootRef} selectedIndex={selected} onChange={props.onSelect} className={props.className} data-code-block={props.codeGroup ? '' : undefined}>
      {props.header ? props.header(tabList) : tabList}
      <TabPanels className={props.panelsClassName}>
        {props.panels.map((panel, index) => (
          <TabPanel key={index} unmount={false} tabIndex={props.panelTabIndex} className={props.panelClassName} data-code-panel={props.codeGroup ? '' : undefined}>
            {panel}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
