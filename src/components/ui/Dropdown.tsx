'use client';

import { useState, type KeyboardEvent } from 'react';
import { ButtonFace } from './DropdownButtonFace';
import { dropdownButtonClass, LIST_KEYS, OPENING_KEYS, type DropdownProps, type OpenWith } from './dropdown-types';
import { useLazyComponent } from './use-lazy-component';

export type { DropdownOption } from './dropdown-types';

const loadListbox = () => import('./ListboxDropdown').then((module) => module.default);

/**
 * A dropdown whose listbox (Headless UI) loads on first use: until then it is this static button,
 * identical to the real one. Hover or focus starts the download; the opening click or key is
 * replayed on the real listbox, so the first interaction behaves exactly like later ones.
 */
export function Dropdown<T extends string>(props: DropdownProps<T>) {
  const [openWith, setOpenWith] = useState<OpenWith | null>(null);
  // Keys pressed while the listbox code is still downloading, replayed once it is open. One array
  // for the component's life: pushing to it must not re-render the static button.
  const [typedAhead] = useState<string[]>(() => []);
  const { Component, preload, activate } = useLazyComponent(loadListbox);
  // The listbox only ever reports values taken from `options`, which are T.
  if (Component) return <Component {...(props as unknown as DropdownProps<string>)} openWith={openWith ?? 'pointer'} typedAhead={typedAhead} />;

  const selected = props.options.find((option) => option.value === props.value);
  const open = (how: OpenWith) => {
    setOpenWith(how);
    activate();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (openWith && (LIST_KEYS.has(event.key) || event.key.length === 1)) {
      event.preventDefault();
      typedAhead.push(event.key);
      return;
    }
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    open(event.key as OpenWith);
  };

  return (
    <div className={`relative ${props.className ?? ''}`}>
      <button
        type="button"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-label={`${props.label}: ${selected?.label ?? props.placeholder ?? ''}`}
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        onClick={() => open('pointer')}
        onKeyDown={onKeyDown}
        className={`${dropdownButtonClass} ${props.buttonClassName ?? ''}`}
      >
        <ButtonFace icon={selected?.icon} text={selected?.label ?? props.placeholder} />
      </button>
    </div>
  );
}
