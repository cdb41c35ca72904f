'use client';

import { Languages } from 'lucide-react';
import { languageOptions, type Locale } from '@/lib/i18n/locales';
import { switchLocalePath } from '@/lib/i18n/paths';
import { Dropdown } from '../ui/Dropdown';

/** Same page in the other language (spec §4); the target is always a path on this site. */
export function LanguageSwitch({ locale, label }: { locale: Locale; label: string }) {
  return (
    <Dropdown
      label={label}
      value={locale}
      className="w-32"
      options={languageOptions.map((option) => ({
        value: option.code,
        label: option.name,
        icon: <Languages className="size-4 shrink-0 text-zinc-500" aria-hidden="true" />,
      }))}
      onChange={(code) => {
        if (code !== locale) window.location.assign(switchLocalePath(window.location.pathname, code));
      }}
    />
  );
}
