import { useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { MountedDropdown, StaticDropdown } from '@/shared/ui/api-markup';
import type { DropdownOpening } from '@/browser/runtime/static-dropdowns';
import ListboxDropdown from './ui/ListboxDropdown';

/**
 * A static dropdown's listbox (Headless UI), mounted in the dropdown's wrapper on first use
 * (static-dropdowns.ts): this module, with React and the listbox, loads with the first dropdown a
 * reader reaches for (or earlier, fetched ahead once the page is quiet: main.ts).
 */

/** An option's icon, drawn on the server as SVG markup. */
const iconOf = (svg: string | undefined) => (svg ? <span className="contents" dangerouslySetInnerHTML={{ __html: svg }} /> : undefined);

function Listbox({
  dropdown,
  open,
  onChange,
  ready,
}: {
  dropdown: StaticDropdown;
  open: DropdownOpening;
  onChange: (value: string) => void;
  ready: (listbox: MountedDropdown) => void;
}) {
  const [value, setValue] = useState(dropdown.value);
  // Its choice can be set from outside (a link into another variant) once it is there.
  useLayoutEffect(() => ready({ setValue }), [ready]);
  return (
    <ListboxDropdown
      label={dropdown.label}
      value={value}
      options={dropdown.options.map((option) => ({ value: option.value, label: option.label, icon: iconOf(option.icon) }))}
      {...(dropdown.placeholder === undefined ? {} : { placeholder: dropdown.placeholder })}
      {...(dropdown.className === undefined ? {} : { className: dropdown.className })}
      {...(dropdown.buttonClassName === undefined ? {} : { buttonClassName: dropdown.buttonClassName })}
      openWith={open.openWith}
      typedAhead={open.typedAhead}
      onOpened={open.opened}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** Mounts the listbox in the wrapper, in place of its static face, opened as the reader opened it. */
export function mountListbox(wrapper: HTMLElement, dropdown: StaticDropdown, open: DropdownOpening, onChange: (value: string) => void): Promise<MountedDropdown> {
  return new Promise((ready) => {
    // A new root's first render replaces what the wrapper held: the static face goes as the listbox comes.
    createRoot(wrapper).render(<Listbox dropdown={dropdown} open={open} onChange={onChange} ready={ready} />);
  });
}
