import { decodeUriComponentSafely } from '../../shared/text/safe-decode';

/** The id a URL's fragment names (`#pago%C3%B3n` → `pagoón`); none when it is not valid percent-encoding (a reader's odd URL, `#100%`). */
export function fragmentId(hash: string): string {
  return decodeUriComponentSafely(hash.replace(/^#/, '')) ?? '';
}
