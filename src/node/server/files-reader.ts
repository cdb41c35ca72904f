import { sanitizePath } from '../../shared/i18n/paths';
import type { SiteReader } from '../mcp/site-reader';
import type { SiteFiles } from './site-files';

/** The MCP tools' reader over the server's own files: the same store, cache and confinement as the pages. */
export function filesReader(files: SiteFiles, describe: string): SiteReader {
  return { describe, read: (sitePath) => files.text(sanitizePath(sitePath)) };
}
