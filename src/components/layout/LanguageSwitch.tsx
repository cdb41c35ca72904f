import type { Locale } from '@/shared/i18n/locales';
import { iconSvgHtml } from '@/shared/ui/html';
import { StaticDropdown } from '../ui/StaticDropdown';

/**
 * Same page in the other language (spec §4). The options' values are this page's address in each
 * language, computed at build time from the page's path: choosing one goes there, always a path on
 * this site.
 */
export function LanguageSwitch({ locale, languages, label }: { locale: Locale; languages: ReadonlyArray<{ code: Locale; name: string; href: string }>; label: string }) {
  const icon = iconSvgHtml('languages', 'size-4 shrink-0 text-zinc-500');
  return (
    <StaticDropdown
      dropdown={{
        label,
        value: languages.find((language) => language.code === locale)?.href ?? '',
        navigate: true,
        className: 'w-32',
        options: languages.map((language) => ({ value: language.href, label: language.name, icon })),
      }}
    />
  );
}
