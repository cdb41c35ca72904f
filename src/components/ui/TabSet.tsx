import { useId } from 'react';
import { TAB_SET_ATTRIBUTES } from '@/browser/runtime/tab-sets';
import type { TabSetProps } from './tab-set-types';

/**
 * Tabs (WAI-ARIA tabs pattern) as markup: the selected tab's panel shown, the others hidden. The
 * site's code runs them (src/browser/runtime/tab-sets.ts): a click or the arrow keys choose a tab, and a set
 * whose tabs have slugs follows the URL's hash.
 */
export function TabSet(props: TabSetProps) {
  const baseId = useId();
  const { labels, selected } = props;
  const tabId = (index: number) => props.tabIds?.[index] ?? `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const tabList = (
    <div role="tablist" aria-label={props.listLabel} aria-orientation="horizontal" className={props.listClassName}>
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
          className={props.tabClassName}
          {...(props.slugs?.[index] ? { [TAB_SET_ATTRIBUTES.slug]: props.slugs[index] } : {})}
        >
          {label}
        </button>
      ))}
    </div>
  );
  return (
    <div className={props.className} data-code-block={props.codeGroup ? '' : undefined} data-language-group={props.codeGroup ? '' : undefined} {...{ [TAB_SET_ATTRIBUTES.set]: '' }}>
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
