/** What a fenced code block can say about itself (spec §3): title, tag and label; language comes from the fence. */
export interface CodeMeta {
  title?: string;
  tag?: string;
  label?: string;
}

const PAIR = /(\w+)=(?:"([^"]*)"|'([^']*)'|(\S+))/g;

/**
 * Reads the text after the language of a fence: `title="Crear sesión" tag="POST" label="/api/session"`.
 * Words outside key=value pairs are the title, so ```json Respuesta``` is titled "Respuesta".
 */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  if (!meta) return {};
  const result: CodeMeta = {};
  const rest = meta.replace(PAIR, (_, key: string, double?: string, single?: string, bare?: string) => {
    const value = double ?? single ?? bare ?? '';
    if (key === 'title' || key === 'tag' || key === 'label') result[key] = value;
    return ' ';
  });
  const words = rest.trim();
  if (words && !result.title) result.title = words;
  return result;
}

/** As `<pre>` attributes, the names Shiki copies onto the element it writes. */
export function codeMetaAttributes(meta: CodeMeta): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (meta.title) attributes['data-title'] = meta.title;
  if (meta.tag) attributes['data-tag'] = meta.tag;
  if (meta.label) attributes['data-label'] = meta.label;
  return attributes;
}
