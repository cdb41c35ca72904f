import { useLayoutEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { MountedDropdown, StaticDropdown } from '@/shared/ui/api-markup';
import type { DropdownOpening } from '@/browser/runtime/static-dropdowns';
import ListboxDropdown, { type ListboxOpening } from './ui/ListboxDropdown';

/**
 * A static dropdown's listbox (Headless UI), mounted in the dropdown's wrapper on first use
 * (static-dropdowns.ts): this module, with React and the listbox, loads with the first dropdown a
 * reader reaches for (or earlier, fetched ahead once the page is quiet: main.ts). A tap renders it
 * ahead, out of the page, while the finger is still down (`prepareListbox`); the click then only
 * puts it in place and opens it.
 */

/** An option's icon, drawn on the server as SVG markup. */
const iconOf = (svg: string | undefined) => (svg ? <span className="contents" dangerouslySetInnerHTML={{ __html: svg }} /> : undefined);

const asListboxOpening = (open: DropdownOpening): ListboxOpening => ({ openWith: open.openWith, typedAhead: open.typedAhead, onOpened: open.opened });

/** A rendered listbox: its choice can be set, and, when rendered ahead, it can be opened. */
interface Rendered extends MountedDropdown {
  open: (opening: ListboxOpening) => void;
}

function Listbox({
  dropdown,
  opening,
  onChange,
  ready,
}: {
  dropdown: StaticDropdown;
  opening: ListboxOpening | null;
  onChange: (value: string) => void;
  ready: (listbox: Rendered) => void;
}) {
  const [value, setValue] = useState(dropdown.value);
  const openRef = useRef<((opening: ListboxOpening) => void) | null>(null);
  // Its choice can be set from outside (a link into another variant) once it is there. The list's
  // own layout effect has run by now (children first), so `openRef` is set.
  useLayoutEffect(() => ready({ setValue, open: (next) => openRef.current?.(next) }), [ready]);
  return (
    <ListboxDropdown
      label={dropdown.label}
      value={value}
      options={dropdown.options.map((option) => ({ value: option.value, label: option.label, icon: iconOf(option.icon) }))}
      {...(dropdown.placeholder === undefined ? {} : { placeholder: dropdown.placeholder })}
      {...(dropdown.className === undefined ? {} : { className: dropdown.className })}
      {...(dropdown.buttonClassName === undefined ? {} : { buttonClassName: dropdown.buttonClassName })}
      opening={opening}
      openRef={openRef}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** Renders the listbox into `container`; resolves once it is there. */
function render(container: HTMLElement, dropdown: StaticDropdown, opening: ListboxOpening | null, onChange: (value: string) => void): Promise<Rendered> {
  // A new root's first render replaces what the container held: the static face goes as the listbox comes.
  return new Promise((ready) => createRoot(container).render(<Listbox dropdown={dropdown} opening={opening} onChange={onChange} ready={ready} />));
}

interface Ahead {
  /** Out of the page until the click: `display: contents`, so in the wrapper it lays out as the listbox alone. */
  container: HTMLElement;
  /** The value it was rendered with. */
  value: string | undefined;
  listbox: Promise<Rendered>;
}

const ahead = new WeakMap<HTMLElement, Ahead>();
/** Wrappers whose listbox is in place: a pointerdown's render that comes after the click is not needed. */
const placed = new WeakSet<HTMLElement>();

/**
 * Renders a dropdown's listbox out of the page, closed, for the click that a pointerdown starts: on
 * a phone most of a first tap's work is this render, and the finger stays down for part of it. A
 * press that becomes a scroll leaves it unused until the next one.
 */
export function prepareListbox(wrapper: HTMLElement, dropdown: StaticDropdown, onChange: (value: string) => void): void {
  if (ahead.has(wrapper) || placed.has(wrapper)) return;
  const container = document.createElement('div');
  container.className = 'contents';
  ahead.set(wrapper, { container, value: dropdown.value, listbox: render(container, dropdown, null, onChange) });
}

/** Mounts the listbox in the wrapper, in place of its static face, opened as the reader opened it. */
export function mountListbox(wrapper: HTMLElement, dropdown: StaticDropdown, open: DropdownOpening, onChange: (value: string) => void): Promise<MountedDropdown> {
  const rendered = ahead.get(wrapper);
  ahead.delete(wrapper);
  placed.add(wrapper);
  if (!rendered) return render(wrapper, dropdown, asListboxOpening(open), onChange);
  return rendered.listbox.then((listbox) => {
    wrapper.replaceChildren(rendered.container);
    // Its choice changed after it was rendered (a link into another variant): the face says so first.
    if (dropdown.value !== rendered.value && dropdown.value !== undefined) listbox.setValue(dropdown.value);
    listbox.open(asListboxOpening(open));
    return listbox;
  });
}
