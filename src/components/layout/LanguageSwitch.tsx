'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { Dropdown } from '../ui/Dropdown';

/**
 * Same page in the other language (spec §4). `hrefs` are computed at build time from the page's
 * path, so the target is always a path on this site and no path code ships to the browser.
 */
export function LanguageSwitch({
  locale,
  languages,
  label,
  icon,
}: {
  locale: Locale;
  /** Each language's name and the href of this page in it. */
  languages: ReadonlyArray<{ code: Locale; name: string; href: string }>;
  label: string;
  icon: ReactNode;
}) {
  return (
    <Dropdown
      label={label}
      value={locale}
      className="w-32"
      options={languages.map((language) => ({ value: language.code, label: language.name, icon }))}
      onChange={(code) => {
        const target = languages.find((language) => language.code === code);
        if (target && code !== locale) window.location.assign(target.href);
      }}
    />
  );
}
