/** What a fenced code block can say about itself (spec §3): title, tag and label; language comes from the fence. */
export interface CodeMeta {
  title?: string;
  tag?: string;
  label?: string;
  /**
   * How the example check reads the block (docs/authoring.md, *Examples that run*): `fragment`
   * (deliberately partial: not sent, not compared), `schema-only` (validated, not sent: its answer
   * depends on what happened before, which the page tells in words), `standalone` (a response that
   * is not the answer to the request above it). Not shown to the reader.
   */
  example?: string;
  /** JSON pointers of a response whose values vary from call to call (`/processUrl`), space-separated. */
  variable?: string;
  /** A page (`/gateway/index`) whose request examples the example check runs first, on a fresh simulator. */
  after?: string;
  /** The test card the payer pays the request's Web Checkout session with before the example check sends it. */
  pay?: string;
}

const KEYS = new Set(['title', 'tag', 'label', 'example', 'variable', 'after', 'pay']);

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
    if (KEYS.has(key)) result[key as keyof CodeMeta] = value;
    return ' ';
  });
  const words = rest.trim();
  if (words && !result.title) result.title = words;
  return result;
}

/** The example check's keys (`example`, `variable`, `after`, `pay`): for authors and the check, never shown. */
const CHECK_ONLY = /\s*\b(?:example|variable|after|pay)=(?:"[^"]*"|'[^']*'|\S+)/g;

/** A fence's meta without the example check's keys, as the Markdown twin writes it; null when nothing is left. */
export function readerMeta(meta: string | null | undefined): string | null {
  const rest = (meta ?? '').replace(CHECK_ONLY, '').trim();
  return rest ? rest : null;
}

/** As `<pre>` attributes, the names Shiki copies onto the element it writes. */
export function codeMetaAttributes(meta: CodeMeta): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (meta.title) attributes['data-title'] = meta.title;
  if (meta.tag) attributes['data-tag'] = meta.tag;
  if (meta.label) attributes['data-label'] = meta.label;
  return attributes;
}
