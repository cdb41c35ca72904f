'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { TAB_KEYS, type TabSetProps } from './tab-set-types';
import { useLazyComponent } from './use-lazy-component';

const loadTabs = () => import('./HeadlessTabSet').then((module) => module.default);

/**
 * Tabs that work by click (and by hash or stored choice, which the caller maps to `selected`)
 * without Headless UI; the first keyboard move inside the list loads it and hands over, so the
 * arrow-key rules come from the library rather than from hand-written handlers.
 */
export function TabSet(props: TabSetProps) {
  const [replayKey, setReplayKey] = useState('');
  const { Component, preload, activate } = useLazyComponent(loadTabs);
  const baseId = useId();
  if (Component) return <Component {...props} replayKey={replayKey} />;

  const { labels, selected, onSelect } = props;
  const tabId = (index: number) => props.tabIds?.[index] ?? `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!TAB_KEYS.has(event.key)) return;
    event.preventDefault();
    setReplayKey(event.key);
    activate();
  };

  const tabList = (
    <div role="tablist" aria-label={props.listLabel} aria-orientation="horizontal" className={props.listClassName} onFocus={() => void preload()}>
      {labels.map((label, index) => (
        <button
          key={label}
          type="button"
          role="tab"
          id={tabId(index)}
          aria-selected={index === selected}
          aria-controls={panelId(index)}
          tabIndex={index === selected ? 0 : -1}
          data-selected={index === selected ? '' : undefined}
          onClick={() => onSelect(index)}
          onKeyDown={onKeyDown}
          className={`${props.tabClassName ?? ''} focus-visible:outline-2`}
        >
          {label}
        </button>
      ))}
    </div>
  );
  return (
    <div className={props.className} data-code-block={props.codeGroup ? '' : undefined}>
      {props.header ? props.header(tabList) : tabList}
      <div className={props.panelsClassName}>
        {props.panels.map((panel, index) => (
          <div
            key={index}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            tabIndex={props.panelTabIndex ?? 0}
            hidden={index !== selected}
            className={props.panelClassName}
            data-code-panel={props.codeGroup ? '' : undefined}
          >
            {panel}
          </div>
        ))}
      </div>
    </div>
  );
}
