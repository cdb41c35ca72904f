import type { ReactNode } from 'react';

export interface DropdownOption<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

export interface DropdownProps<T extends string> {
  label: string;
  value: T | undefined;
  options: ReadonlyArray<DropdownOption<T>>;
  onChange: (value: T) => void;
  placeholder?: string;
  className?: string;
  buttonClassName?: string;
}

/** What opened the list before its code was loaded: a pointer, or one of spec §4's opening keys. */
export type OpenWith = 'pointer' | 'Enter' | ' ' | 'ArrowDown' | 'ArrowUp';

export const OPENING_KEYS: ReadonlySet<string> = new Set<OpenWith>(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** Keys an open list acts on (besides type-ahead characters). */
export const LIST_KEYS: ReadonlySet<string> = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageUp', 'PageDown', 'Enter', 'Escape']);

export const dropdownButtonClass =
  'flex w-full items-center gap-2 rounded-lg border border-zinc-200 bg-white py-1.5 pr-2 pl-2.5 text-left text-sm font-medium text-zinc-800 shadow-xs hover:border-zinc-300 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:border-zinc-600';
