'use client';

import { useRouter } from 'next/navigation';
import { Dropdown, type DropdownOption } from '../ui/Dropdown';

/** Lists the products of the current locale; choosing one navigates to its link (spec §2). */
export function SectionSelector({
  options,
  currentHref,
  label,
  placeholder,
}: {
  /** One per product, with its icon drawn on the server. */
  options: DropdownOption<string>[];
  currentHref: string | undefined;
  label: string;
  placeholder: string;
}) {
  const router = useRouter();
  return <Dropdown label={label} placeholder={placeholder} value={currentHref} className="w-56" options={options} onChange={(href) => router.push(href)} />;
}
