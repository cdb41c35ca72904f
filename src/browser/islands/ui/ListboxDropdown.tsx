'use client';

import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { Check } from 'lucide-react';
import { ButtonFace } from './DropdownButtonFace';
import { keepListUnder } from './place-list';
import { useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { dropdownButtonClass, type DropdownProps, type OpenWith } from './dropdown-types';

/**
 * Listbox with the keyboard rules of spec §4 (Enter/Space/Down open on the
 * first option, Up on the last, Home/End, PageUp/PageDown, type-ahead), which
 * Headless UI's Listbox already implements. Loaded on first use by Dropdown,
 * which passes the interaction that opened it (`openWith`) to replay here.
 */
export default function ListboxDropdown<T extends string>({
  label,
  value,
  options,
  onChange,
  placeholder,
  className = '',
  buttonClassName = '',
  openWith,
  typedAhead,
  onOpened,
}: DropdownProps<T> & { openWith: OpenWith; typedAhead: string[]; onOpened?: () => void }) {
  const selected = options.find((option) => option.value === value);
  const openOnRef = useRef<'Home' | 'End' | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Replays the click or key that made Dropdown load this component, on the real button. In a layout
  // effect, before the first paint: after it (a passive effect) the list came a frame later, about
  // 40 ms of a first tap on the phone profile.
  const replayed = useRef(false);
  useLayoutEffect(() => {
    const button = buttonRef.current;
    if (!button || replayed.current) return;
    replayed.current = true;
    button.focus({ preventScroll: true });
    button.dispatchEvent(new window.KeyboardEvent('keydown', { key: openWith === 'pointer' ? ' ' : openWith, bubbles: true }));
    // A pointer opens on the selected option, as Headless UI does; only keys move to first/last.
    if (openWith === 'pointer') openOnRef.current = null;
  }, [openWith]);

  // Headless UI opens on the selected option; spec §4 wants the first (Enter, Space, Down)
  // or the last (Up). Its own Home/End handling moves there once the list is open.
  // Its button does not open on Enter at all, so Enter is passed on as Space.
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') openOnRef.current = 'Home';
    else if (event.key === 'ArrowUp') openOnRef.current = 'End';
    if (event.key === 'Enter' && !event.currentTarget.hasAttribute('data-open')) {
      event.preventDefault();
      event.currentTarget.dispatchEvent(new window.KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    }
  };

  return (
    <Listbox value={value ?? null} onChange={(next: T | null) => next !== null && onChange(next)}>
      <div className={`relative ${className}`}>
        <ListboxButton
          ref={buttonRef}
          onKeyDown={onButtonKeyDown}
          onPointerDown={() => (openOnRef.current = null)}
          aria-label={`${label}: ${selected?.label ?? placeholder ?? ''}`}
          className={`${dropdownButtonClass} ${buttonClassName}`}
        >
          <ButtonFace icon={selected?.icon} text={selected?.label ?? placeholder} />
        </ListboxButton>
        {/* React's own portal, not Headless UI's (`portal`): Headless UI's renders nothing on a page's
            first mount until its after-paint handoff effect, so the first tap's list came a frame late
            (docs/benchmarks.md, "The dropdown's own portal"). */}
        {createPortal(
          <ListboxOptions
            ref={listRef}
            modal={false}
            className="absolute top-0 left-0 z-50 max-h-80 min-w-(--button-width) overflow-auto rounded-xl border border-zinc-200 bg-white p-1 text-sm shadow-lg focus:outline-none dark:border-zinc-700 dark:bg-zinc-900"
          >
            <PlaceOnOpen buttonRef={buttonRef} listRef={listRef} />
            <MoveOnOpen listRef={listRef} openOnRef={openOnRef} typedAhead={typedAhead} {...(onOpened ? { onOpened } : {})} />
            {options.map((option) => (
              <ListboxOption
                key={option.value}
                value={option.value}
                className="group flex cursor-pointer items-center gap-2 rounded-lg py-1.5 pr-8 pl-2 text-zinc-700 select-none data-focus:bg-primary-50 data-focus:text-primary-800 data-selected:font-semibold dark:text-zinc-200 dark:data-focus:bg-primary-950 dark:data-focus:text-primary-200"
              >
                {option.icon}
                <span>{option.label}</span>
                <Check className="invisible absolute right-2 size-4 text-primary-600 group-data-selected:visible" aria-hidden="true" />
              </ListboxOption>
            ))}
          </ListboxOptions>,
          document.body,
        )}
      </div>
    </Listbox>
  );
}

/**
 * Rendered only while the list is open: puts the list (portalled to the body, so no clipping
 * ancestor cuts it: code headers round their corners with overflow hidden, long pages lay their parts
 * out with content-visibility) under its button, or above it, inside the window, before the frame
 * is painted. Headless UI's own `anchor` does this too, but through its floating panel's extra
 * renders: a static dropdown's first tap on the phone profile took about 70 ms longer with it
 * (docs/benchmarks.md). `modal={false}` for the same reason: a modal list locks the page's scroll
 * and makes the rest of the page inert, and restyling a whole API page for that cost about 50 ms.
 */
function PlaceOnOpen({ buttonRef, listRef }: { buttonRef: RefObject<HTMLButtonElement | null>; listRef: RefObject<HTMLDivElement | null> }) {
  useLayoutEffect(() => {
    const button = buttonRef.current;
    const list = listRef.current;
    if (!button || !list) return;
    return keepListUnder(button, list);
  }, [buttonRef, listRef]);
  return null;
}

/** About a second at 60 frames a second: Headless UI focuses the list in the effects after its first paint. */
const MAX_FRAMES_FOR_FOCUS = 60;

/**
 * Rendered only while the list is open: presses Home or End once, as recorded by the opening key,
 * then any keys typed while the code was loading.
 * It waits until Headless UI has moved the focus to the list (its own effect, after its selected
 * option is active); a key the reader presses on the list before that gets the Home/End applied just
 * ahead of it, so a quick Down-Down still lands on the second option. That listener is there from
 * the list's first commit (a layout effect): as a passive effect it came after Headless UI's focus on
 * a slow phone, and a second Down that landed in between was undone by the late Home (4 of 6 tries
 * at 6x CPU throttling).
 */
function MoveOnOpen({
  listRef,
  openOnRef,
  typedAhead,
  onOpened,
}: {
  listRef: RefObject<HTMLDivElement | null>;
  openOnRef: RefObject<'Home' | 'End' | null>;
  /** Keys pressed while the code was loading (spliced out: replayed once). */
  typedAhead: string[];
  /** Told each time the list opens, so keys stop being held for it. */
  onOpened?: () => void;
}) {
  useLayoutEffect(() => {
    const opening = openOnRef.current;
    openOnRef.current = null;
    const list = listRef.current;
    if (!list) {
      onOpened?.();
      return;
    }
    // Until the keys are pressed here the reader's keys may still reach the button (the focus moves
    // to the list in Headless UI's own effect): they stay held for this (onOpened comes after).
    const press = () => {
      list.removeEventListener('keydown', pressFirst, true);
      const keys = [opening, ...typedAhead.splice(0)].filter((key): key is string => key !== null);
      onOpened?.();
      for (const key of keys) list.dispatchEvent(new window.KeyboardEvent('keydown', { key, bubbles: true }));
    };
    // Native listener on the list runs before React's handler, which is delegated to the root.
    const pressFirst = (event: globalThis.KeyboardEvent) => {
      if (!event.isTrusted) return;
      cancelAnimationFrame(frame);
      press();
    };
    list.addEventListener('keydown', pressFirst, true);
    // A frame at least, then until the list has the focus (a bound, in case it never takes it).
    let frames = 0;
    const whenFocused = () => {
      if (document.activeElement === list || ++frames > MAX_FRAMES_FOR_FOCUS) press();
      else frame = requestAnimationFrame(whenFocused);
    };
    let frame = requestAnimationFrame(whenFocused);
    return () => {
      cancelAnimationFrame(frame);
      list.removeEventListener('keydown', pressFirst, true);
      // Closed before its frame: the keys held for it are dropped with it, and the button takes keys again.
      typedAhead.splice(0);
      onOpened?.();
    };
  }, [listRef, openOnRef, typedAhead, onOpened]);
  return null;
}
