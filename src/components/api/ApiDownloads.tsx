import { Download } from 'lucide-react';
import type { Translate } from '@/shared/i18n/translate';
import type { DownloadLink } from '@/node/openapi/download-links';

/** Links to the page's API definition as static files: OpenAPI YAML and JSON and a Postman collection. */
export function ApiDownloads({ downloads, t }: { downloads: ReadonlyArray<{ api: string; links: DownloadLink[] }>; t: Translate }) {
  if (downloads.length === 0) return null;
  return (
    <div className="mb-8 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <span className="font-medium text-zinc-900 dark:text-white">{t('api.downloads')}</span>
      {downloads.flatMap(({ api, links }) =>
        links.map((link) => (
          <a
            key={`${api}/${link.file}`}
            href={link.href}
            download
            className="inline-flex items-center gap-1.5 rounded-lg border border-zinc-200 px-2.5 py-1 font-medium text-zinc-700 hover:border-primary-300 hover:text-primary-700 dark:border-zinc-700 dark:text-zinc-300 dark:hover:border-primary-700 dark:hover:text-primary-300"
          >
            <Download className="size-3.5" aria-hidden="true" />
            {t(`api.download.${link.file}`)}
          </a>
        )),
      )}
    </div>
  );
}
