/**
 * Where inline code may wrap. Browsers either never break a token (a column as wide as
 * `payment.description`) or, with `overflow-wrap: anywhere`, break it at any letter
 * (`payment.d|escription`). Neither reads well, so code breaks only where a reader would:
 * after the dot of a dotted identifier (`payment.` / `reference`) and after the slash of a path
 * or URL (`/api/session/` / `{requestId}`). Pages put a <wbr> between the segments; a token
 * with a space in it (a card number, `150000 COP`) is one segment and stays on one line.
 */
export function codeSegments(text: string): string[] {
  if (text.length < 2 || /\s/.test(text)) return [text];
  const segments: string[] = [];
  let start = 0;
  for (let index = 2; index < text.length; index += 1) {
    if (breaksBefore(text, index)) {
      segments.push(text.slice(start, index));
      start = index;
    }
  }
  segments.push(text.slice(start));
  return segments;
}

function breaksBefore(text: string, index: number): boolean {
  const before = text[index - 2] ?? '';
  const mark = text[index - 1];
  const after = text[index] ?? '';
  // `payment.reference`, `request.fields[0].keyword`, `checkout-test.ondapay.dev`; not `49.90` or `...`.
  if (mark === '.') return /[\w\])}-]/.test(before) && /[A-Za-z_$[{]/.test(after);
  // `/api/session/{requestId}`, `https://host/path`; not inside `//`.
  if (mark === '/') return before !== '/' && before !== ':' && after !== '/';
  return false;
}

/** Longest code with a space that still reads as one token: a card number, `150000 COP`, `Autenticación fallida 101`. */
const TOKEN_MAX_LENGTH = 32;

/**
 * Short code with a space in it is one token to a reader (a test card number, an amount with its
 * currency, an error message): it stays on one line wherever it is, which it always fits. Longer
 * code (an expression) may wrap at its spaces; a dotted name or a URL at its <wbr>, and a browser
 * may break a name after a hyphen (`Retry-` / `After`), between two words, never inside one.
 */
export const keepsTogether = (text: string) => /\s/.test(text) && text.trim().length <= TOKEN_MAX_LENGTH;

/** The utility class (src/styles/site.css has it) that keeps a token on one line. */
export const KEEP_TOGETHER_CLASS = 'whitespace-nowrap';
