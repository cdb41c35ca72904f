import { useLayoutEffect, useState } from 'react';
import type { MountedDropdown, StaticDropdown } from '@/lib/ui/api-markup';
import type { OpenWith } from '@/lib/ui/dropdown';

/**
 * A static dropdown's listbox (Headless UI), mounted in the dropdown's wrapper on first use
 * (static-dropdowns.ts): React and the listbox's code load with the first dropdown a reader opens,
 * on any page, and not before.
 */
const loadListbox = () => Promise.all([import('./react-root'), import('../ui/ListboxDropdown')]);

/** Starts loading the listbox's code: a pointer or the focus came to a dropdown. */
export const preloadListbox = () => void loadListbox().catch(() => undefined);

/** An option's icon, drawn on the server as SVG markup. */
const iconOf = (svg: string | undefined) => (svg ? <span className="contents" dangerouslySetInnerHTML={{ __html: svg }} /> : undefined);

function Listbox({
  dropdown,
  open,
  onChange,
  ready,
  ListboxDropdown,
}: {
  dropdown: StaticDropdown;
  open: { openWith: OpenWith; typedAhead: string[] };
  onChange: (value: string) => void;
  ready: (listbox: MountedDropdown) => void;
  ListboxDropdown: Awaited<ReturnType<typeof loadListbox>>[1]['default'];
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
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** Mounts the listbox in the wrapper, in place of its static face, opened as the reader opened it. */
export async function mountListbox(wrapper: HTMLElement, dropdown: StaticDropdown, open: { openWith: OpenWith; typedAhead: string[] }, onChange: (value: string) => void): Promise<MountedDropdown> {
  const [{ createRoot }, { default: ListboxDropdown }] = await loadListbox();
  return new Promise((ready) => {
    // A new root's first render replaces what the wrapper held: the static face goes as the listbox comes.
    createRoot(wrapper).render(<Listbox dropdown={dropdown} open={open} onChange={onChange} ready={ready} ListboxDropdown={ListboxDropdown} />);
  });
}
