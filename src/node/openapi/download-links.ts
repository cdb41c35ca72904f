import type { Locale } from '../../shared/i18n/locales';
import type { ApiDefinitions } from './load-definitions';

/** The files every API offers per locale, served statically next to the pages. */
export const downloadFiles = ['openapi.yaml', 'openapi.json', 'postman.json'] as const;
export type DownloadFile = (typeof downloadFiles)[number];

export interface DownloadLink {
  file: DownloadFile;
  href: string;
}

export function downloadHref(api: string, locale: Locale, file: DownloadFile): string {
  return `/openapi/${api}/${locale}/${file}`;
}

export function definitionDownloads(api: string, locale: Locale): DownloadLink[] {
  return downloadFiles.map((file) => ({ file, href: downloadHref(api, locale, file) }));
}

/** Every (api, locale, file) to generate: one per definition the build loaded. */
export function downloadParams(definitions: ApiDefinitions): Array<{ api: string; locale: Locale; file: DownloadFile }> {
  return Object.entries(definitions).flatMap(([api, perLocale]) =>
    Object.values(perLocale).flatMap((definition) => downloadFiles.map((file) => ({ api, locale: definition.locale, file }))),
  );
}
