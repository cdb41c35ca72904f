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

export { dropdownButtonClass, LIST_KEYS, OPENING_KEYS, type OpenWith } from '@/shared/ui/dropdown';
