/** The values of a body `auth` object that a reader's own credentials replace in the samples. */
export const AUTH_FIELDS = ['login', 'tranKey', 'nonce', 'seed'] as const;
export type AuthField = (typeof AUTH_FIELDS)[number];
export type AuthValues = Record<AuthField, string>;

/**
 * A literal value of an `auth` field in any language of the samples: JSON and JavaScript
 * (`"login": "…"`, `login: '…'`), PHP (`'login' => '…'`), Python (`"login": "…"`), shell-quoted
 * JSON inside curl, Kotlin or Swift named arguments (`login = "…"`). Code that reads a variable
 * (`login: process.env.ONDAPAY_LOGIN`) has no literal and is left as it is.
 */
export const AUTH_LITERAL = /(\\?["']?)\b(login|tranKey|nonce|seed)\1(\s*(?::|=>|=)\s*)(\\?["'])([^"'\\\n]*)\4/g;

/** Whether a sample sends a body `auth` object with literal values (a tranKey beside a login). */
export const hasAuthLiterals = (code: string) => {
  const fields = new Set(Array.from(code.matchAll(AUTH_LITERAL), (match) => match[2]));
  return fields.has('tranKey') && fields.has('login');
};

/**
 * The replacements that put `values` in place of a sample's own `auth` literals: each original value
 * (as written in the code) mapped to the reader's. Empty when the sample sends no `auth` object.
 */
export function authReplacements(code: string, values: AuthValues): Map<string, string> {
  const replacements = new Map<string, string>();
  if (!hasAuthLiterals(code)) return replacements;
  for (const match of code.matchAll(AUTH_LITERAL)) {
    const original = match[5];
    const field = match[2] as AuthField;
    // An empty value has nothing to find; a value equal to the new one needs no change.
    if (original && original !== values[field]) replacements.set(original, values[field]);
  }
  return replacements;
}

/**
 * Production hosts of the content guide's host table, and the test host each one has. A sample with
 * a reader's test credentials never shows a production host.
 */
const PRODUCTION_HOST = /\bhttps:\/\/(checkout|gateway|3dss|api|panel)\.ondapay\.dev(?![\w-]|\.\w)/g;

export const hostReplacements = (code: string): Map<string, string> =>
  new Map(Array.from(code.matchAll(PRODUCTION_HOST), (match) => [match[0], `https://${match[1]}-test.ondapay.dev`]));

/**
 * Every replacement written in text split into segments (a highlighted block's text nodes, which
 * the build breaks inside long tokens for wrapping), longest keys first: each is written where its
 * match starts, and the rest of the match is taken out of the segments it spans. Returns the new
 * segments, in order.
 */
export function replaceInSegments(segments: readonly string[], replacements: Map<string, string>): string[] {
  const text = segments.join('');
  // Matches, longest keys first, never overlapping one already taken.
  const matches: { start: number; end: number; to: string }[] = [];
  for (const [from, to] of [...replacements].sort(([a], [b]) => b.length - a.length)) {
    if (!from) continue;
    for (let start = text.indexOf(from); start !== -1; start = text.indexOf(from, start + from.length)) {
      const end = start + from.length;
      if (!matches.some((match) => start < match.end && end > match.start)) matches.push({ start, end, to });
    }
  }
  let offset = 0;
  return segments.map((segment) => {
    const from = offset;
    offset += segment.length;
    let out = '';
    for (let index = from; index < offset; index++) {
      const match = matches.find((candidate) => index >= candidate.start && index < candidate.end);
      if (!match) out += text[index];
      else if (index === match.start) out += match.to;
    }
    return out;
  });
}

/**
 * One sample (its text nodes, in order) with the reader's `auth` values in place of its literals,
 * and the test host in place of any production host; undefined for a sample that sends no `auth`
 * object, which keeps its hosts too.
 */
export function rewriteSample(segments: readonly string[], values: AuthValues): string[] | undefined {
  const source = segments.join('');
  const auth = authReplacements(source, values);
  if (auth.size === 0) return undefined;
  return replaceInSegments(segments, new Map([...auth, ...hostReplacements(source)]));
}
