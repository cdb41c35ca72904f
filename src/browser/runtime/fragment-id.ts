/** The id a URL's fragment names (`#pago%C3%B3n` → `pagoón`); none when it is not valid percent-encoding (a reader's odd URL). */
export function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}
