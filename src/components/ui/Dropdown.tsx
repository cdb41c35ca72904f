'use client';

import { useState, type KeyboardEvent } from 'react';
import { ButtonFace } from './DropdownButtonFace';
import { dropdownButtonClass, OPENING_KEYS, type DropdownProps, type OpenWith } from './dropdown-types';
import { useLazyComponent } from './use-lazy-component';

export type { DropdownOption } from './dropdown-types';

const loadListbox = () => import('./ListboxDropdown').then((module) => module.default);

/**
 * A dropdown whose listbox (Headless UI) loads on first use: until then it is this static button,
 * identical to the real one. Hover or focus starts the download; the opening click or key is
 * replayed on the real listbox, so the first interaction behaves exactly like later ones.
 */
export function Dropdown<T extends string>(props: DropdownProps<T>) {
  const [openWith, setOpenWith] = useState<OpenWith>('pointer');
  const { Component, preload, activate } = useLazyComponent(loadListbox);
  // The listbox only ever reports values taken from `options`, which are T.
  if (Component) return <Component {...(props as unknown as DropdownProps<string>)} openWith={openWith} />;

  const selected = props.options.find((option) => option.value === props.value);
  const open = (how: OpenWith) => {
    setOpenWith(how);
    activate();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
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
