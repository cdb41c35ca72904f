'use client';

import type { ReactNode } from 'react';
import { languageOptions, type Locale } from '@/lib/i18n/locales';
import { Dropdown } from '../ui/Dropdown';

/**
 * Same page in the other language (spec §4). `hrefs` are computed at build time from the page's
 * path, so the target is always a path on this site and no path code ships to the browser.
 */
export function LanguageSwitch({ locale, hrefs, label, icon }: { locale: Locale; hrefs: Record<Locale, string>; label: string; icon: ReactNode }) {
  return (
    <Dropdown
      label={label}
      value={locale}
      className="w-32"
      options={languageOptions.map((option) => ({ value: option.code, label: option.name, icon }))}
      onChange={(code) => {
        if (code !== locale) window.location.assign(hrefs[code]);
      }}
    />
  );
}
