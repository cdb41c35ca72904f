import { isLocale } from '@/shared/i18n/locales';
import { downloadFiles, downloadParams, type DownloadFile } from '@/node/openapi/download-links';
import { downloadBody, downloadContentType } from '@/node/openapi/downloads';
import { apiDefinitions } from '@/node/site/load-site';

/** The API definitions as downloads (YAML, JSON, Postman), written into out/ at build time. */
export const dynamic = 'force-static';
export const dynamicParams = false;

type Params = { params: Promise<{ api: string; locale: string; file: string }> };

export function generateStaticParams() {
  return downloadParams(apiDefinitions());
}

export async function GET(_request: Request, { params }: Params) {
  const { api, locale, file } = await params;
  const definition = isLocale(locale) ? apiDefinitions()[api]?.[locale] : undefined;
  if (!definition || !(downloadFiles as readonly string[]).includes(file)) return new Response('Not found', { status: 404 });
  const name = file as DownloadFile;
  return new Response(await downloadBody(definition, name), { headers: { 'Content-Type': downloadContentType[name] } });
}
