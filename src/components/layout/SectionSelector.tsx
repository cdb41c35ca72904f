import type { HomeEntry } from '@/shared/navigation/types';
import { iconSvgHtml } from '@/shared/ui/html';
import { StaticDropdown } from '../ui/StaticDropdown';

/** Lists the products of the current locale; choosing one navigates to its link (spec §2). */
export function SectionSelector({ sections, currentHref, label, placeholder }: { sections: readonly HomeEntry[]; currentHref: string | undefined; label: string; placeholder: string }) {
  return (
    <StaticDropdown
      dropdown={{
        label,
        placeholder,
        value: currentHref ?? '',
        navigate: true,
        className: 'w-56',
        options: sections.map((entry) => ({ value: entry.href, label: entry.title, icon: iconSvgHtml(entry.icon, 'size-4 shrink-0 text-primary-600 dark:text-primary-400') })),
      }}
    />
  );
}
