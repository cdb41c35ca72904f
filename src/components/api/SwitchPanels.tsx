'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { statusTone, type StatusTone } from '@/lib/ui/http-status';
import { islandRoot } from '@/lib/ui/islands';
import { Col, Row } from '../mdx/Columns';
import { Dropdown } from '../ui/Dropdown';

const tones: Record<StatusTone, string> = {
  success: 'has-checked:border-emerald-600 has-checked:bg-emerald-50 has-checked:text-emerald-800 dark:has-checked:border-emerald-500 dark:has-checked:bg-emerald-950/60 dark:has-checked:text-emerald-200',
  redirect: 'has-checked:border-sky-600 has-checked:bg-sky-50 has-checked:text-sky-800 dark:has-checked:border-sky-500 dark:has-checked:bg-sky-950/60 dark:has-checked:text-sky-200',
  client: 'has-checked:border-amber-600 has-checked:bg-amber-50 has-checked:text-amber-900 dark:has-checked:border-amber-500 dark:has-checked:bg-amber-950/60 dark:has-checked:text-amber-200',
  server: 'has-checked:border-rose-600 has-checked:bg-rose-50 has-checked:text-rose-800 dark:has-checked:border-rose-500 dark:has-checked:bg-rose-950/60 dark:has-checked:text-rose-200',
  other: 'has-checked:border-zinc-600 has-checked:bg-zinc-100 has-checked:text-zinc-900 dark:has-checked:border-zinc-400 dark:has-checked:bg-zinc-800 dark:has-checked:text-white',
};

/**
 * One choice among server-rendered panels: a one-of selector (dropdown of variants) or a response
 * selector (status codes). Every panel is in the HTML; the client only toggles `hidden`. With
 * asides, the panels sit in two columns on wide screens and the aside column stays in view.
 */
export function SwitchPanels({
  kind,
  label,
  options,
  lead,
  panels,
  asides,
}: {
  kind: 'variant' | 'status';
  label: string;
  options: string[];
  lead?: ReactNode;
  panels: ReactNode[];
  asides?: ReactNode[];
}) {
  const [selected, setSelected] = useState(0);
  const name = useId();
  const radios = useRef<HTMLDivElement>(null);
  // A status tapped before React took over is already checked in the page, which React leaves as
  // it is: show its panel rather than a pill that disagrees with what is shown.
  useEffect(() => {
    const checked = radios.current?.querySelector<HTMLInputElement>('input:checked');
    if (checked) setSelected(Number(checked.value));
  }, []);
  // A link to something inside a hidden panel (search links an error response, `#…-response-409`)
  // shows that panel, then brings the target into view: hidden, it had nowhere to scroll to.
  const panelElements = useRef<Array<HTMLDivElement | null>>([]);
  useEffect(() => {
    const showTarget = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      const index = target ? panelElements.current.findIndex((panel) => panel?.hidden && panel.contains(target)) : -1;
      if (!target || index < 0) return;
      setSelected(index);
      requestAnimationFrame(() => target.scrollIntoView());
    };
    showTarget();
    window.addEventListener('hashchange', showTarget);
    return () => window.removeEventListener('hashchange', showTarget);
  }, []);
  const selector =
    options.length < 2 ? null : kind === 'variant' ? (
      <Dropdown
        label={label}
        value={String(selected)}
        className="my-4 max-w-sm"
        options={options.map((option, index) => ({ value: String(index), label: option }))}
        onChange={(value) => setSelected(Number(value))}
      />
    ) : (
      // Native radio buttons: arrow keys, focus and checked state come from the browser, with no script.
      <div ref={radios} role="radiogroup" aria-label={label} className="my-4 flex flex-wrap gap-2">
        {options.map((option, index) => (
          <label
            key={option}
            className={`cursor-pointer rounded-full border border-zinc-200 px-3 py-1 font-mono text-xs font-semibold text-zinc-700 hover:border-zinc-400 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600 dark:border-zinc-700 dark:text-zinc-300 dark:hover:border-zinc-500 ${tones[statusTone(option)]}`}
          >
            <input type="radio" name={name} value={index} checked={index === selected} onChange={() => setSelected(index)} className="sr-only" />
            {option}
          </label>
        ))}
      </div>
    );
  const main = (
    <>
      {lead}
      {selector}
      {panels.map((panel, index) => (
        <div
          key={index}
          ref={(element) => {
            panelElements.current[index] = element;
          }}
          data-panel
          hidden={index !== selected}
        >
          {panel}
        </div>
      ))}
    </>
  );
  if (!asides)
    return (
      <div {...islandRoot} className="min-w-0">
        {main}
      </div>
    );
  return (
    <Row {...islandRoot}>
      <Col>{main}</Col>
      <Col sticky>
        {asides.map((aside, index) => (
          <div key={index} hidden={index !== selected}>
            {aside}
          </div>
        ))}
      </Col>
    </Row>
  );
}
