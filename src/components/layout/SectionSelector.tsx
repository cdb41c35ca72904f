'use client';

import { useRouter } from 'next/navigation';
import type { HomeEntry } from '@/lib/navigation/types';
import { Icon } from '../ui/Icon';
import { Dropdown } from '../ui/Dropdown';

/** Lists the products of the current locale; choosing one navigates to its link (spec §2). */
export function SectionSelector({
  entries,
  currentHref,
  label,
  placeholder,
}: {
  entries: HomeEntry[];
  currentHref: string | undefined;
  label: string;
  placeholder: string;
}) {
  const router = useRouter();
  return (
    <Dropdown
      label={label}
      placeholder={placeholder}
      value={currentHref}
      className="w-56"
      options={entries.map((entry) => ({
        value: entry.href,
        label: entry.title,
        icon: <Icon name={entry.icon} className="size-4 shrink-0 text-primary-600 dark:text-primary-400" />,
      }))}
      onChange={(href) => router.push(href)}
    />
  );
}
