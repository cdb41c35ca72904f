import { parseJsonSafely } from '../../shared/text/safe-decode';
import { LIST_KEYS, OPENING_KEYS, type OpenWith } from '../../shared/ui/dropdown';
import { DROPDOWN_ATTRIBUTE, dropdownButtonLabel, type MountedDropdown, type StaticDropdown } from '../../shared/ui/api-markup';

/**
 * The API reference's dropdowns (dropdown-html.ts) are buttons in the page's HTML until first used,
 * like the Dropdown component: hover or focus starts loading the listbox (Headless UI, in React),
 * and the opening click or key mounts it in the button's place and is replayed there, keys typed
 * meanwhile included, so the first use behaves exactly like later ones. One set of listeners on
 * the document serves every dropdown; what a choice does is the caller's (`onChange`).
 */


/** How the reader opened a static dropdown, for the listbox to replay once its code is there. */
export interface DropdownOpening {
  openWith: OpenWith;
  /** Keys pressed before the list first opened (the listbox splices them out and replays them). */
  typedAhead: string[];
  /** Called by the listbox when its list is open: from then on the keys are its own. */
  opened: () => void;
}

export interface DropdownHooks {
  /** Starts loading the listbox's code. */
  preload: () => void;
  /** Mounts the listbox in `wrapper`, opened as the reader opened it. */
  mount: (wrapper: HTMLElement, dropdown: StaticDropdown, open: DropdownOpening, onChange: (value: string) => void) => Promise<MountedDropdown>;
  /** What a choice does. */
  onChange: (wrapper: HTMLElement, value: string) => void;
}

const mounted = new WeakMap<HTMLElement, Promise<MountedDropdown>>();
const typed = new WeakMap<HTMLElement, string[]>();

/** The static dropdown's description, with its current value. */
export function staticDropdownOf(wrapper: Element): StaticDropdown | null {
  const value = parseJsonSafely(wrapper.getAttribute(DROPDOWN_ATTRIBUTE));
  return typeof value === 'object' && value !== null ? (value as StaticDropdown) : null;
}

/** The wrapper of the static dropdown that `target` is in. */
const wrapperOf = (target: EventTarget | null): HTMLElement | null => (target instanceof Element ? target.closest<HTMLElement>(`[${DROPDOWN_ATTRIBUTE}]`) : null);

/** Sets a dropdown's choice without a reader's action: on its button while static, through the listbox once mounted. */
export function setDropdownValue(wrapper: HTMLElement, value: string): void {
  const dropdown = staticDropdownOf(wrapper);
  if (!dropdown) return;
  wrapper.setAttribute(DROPDOWN_ATTRIBUTE, JSON.stringify({ ...dropdown, value }));
  const listbox = mounted.get(wrapper);
  if (listbox) {
    void listbox.then((handle) => handle.setValue(value));
    return;
  }
  const label = dropdown.options.find((option) => option.value === value)?.label ?? '';
  const button = wrapper.querySelector('button');
  button?.setAttribute('aria-label', dropdownButtonLabel(dropdown.label, label));
  const text = button?.querySelector('.truncate');
  if (text) text.textContent = label;
}

/** Listens on `document` for the first use of each static dropdown; returns what stops it. */
export function watchStaticDropdowns(document: Document, hooks: DropdownHooks): () => void {
  // The dropdown mounting now: its static button leaves the page when the listbox replaces it, and
  // until the listbox focuses its own button the reader's keys land on the body.
  let pending: HTMLElement | null = null;
  const open = (wrapper: HTMLElement, openWith: OpenWith) => {
    if (mounted.has(wrapper)) return;
    const dropdown = staticDropdownOf(wrapper);
    if (!dropdown) return;
    const typedAhead: string[] = [];
    typed.set(wrapper, typedAhead);
    const onChange = (value: string) => {
      wrapper.setAttribute(DROPDOWN_ATTRIBUTE, JSON.stringify({ ...dropdown, value }));
      hooks.onChange(wrapper, value);
    };
    pending = wrapper;
    const opened = () => {
      typed.delete(wrapper);
      if (pending === wrapper) pending = null;
    };
    const listbox = hooks.mount(wrapper, dropdown, { openWith, typedAhead, opened }, onChange);
    mounted.set(wrapper, listbox);
    // A failed download leaves the button as it was, for the next press to try again.
    listbox.catch(() => {
      mounted.delete(wrapper);
      opened();
    });
  };

  const staticButton = (target: EventTarget | null) => {
    const wrapper = wrapperOf(target);
    return wrapper && !mounted.has(wrapper) && target instanceof Element && target.closest('button') ? wrapper : null;
  };
  const onApproach = (event: Event) => {
    if (staticButton(event.target)) hooks.preload();
  };
  const onClick = (event: Event) => {
    const wrapper = staticButton(event.target);
    if (wrapper) open(wrapper, 'pointer');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // The listbox replays the opening key on its own button (ListboxDropdown): that is not the reader's.
    if (!event.isTrusted) return;
    const onBody = event.target === document.body || event.target === document.documentElement;
    const wrapper = wrapperOf(event.target) ?? (onBody ? pending : null);
    if (!wrapper || !(event.target instanceof Element) || (!onBody && !event.target.closest('button'))) return;
    const keys = typed.get(wrapper);
    // Keys pressed while the listbox is still loading, or mounted but not yet opened by the key or
    // click that started it (its first effect replays that), are replayed once it is open: until its
    // list is there, the button that would take them may not even have the focus yet. The list is
    // portalled out of the wrapper, so only the listbox can say it has opened (`opened`); after that,
    // a closed listbox's button takes keys as any other.
    if (keys && mounted.has(wrapper)) {
      if (LIST_KEYS.has(event.key) || event.key.length === 1) {
        event.preventDefault();
        keys.push(event.key);
      }
      return;
    }
    // A key on the body only ever waits for a dropdown mounting; it never opens one.
    if (onBody || mounted.has(wrapper) || !OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    open(wrapper, event.key as OpenWith);
  };

  document.addEventListener('pointerover', onApproach);
  document.addEventListener('focusin', onApproach);
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('pointerover', onApproach);
    document.removeEventListener('focusin', onApproach);
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKeyDown);
  };
}
