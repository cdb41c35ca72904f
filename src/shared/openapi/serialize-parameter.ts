/**
 * Parameter values written the way OpenAPI's `style` and `explode` say (OpenAPI 3.1, "Style
 * Values" and "Style Examples"): arrays and objects become the text a server parses, never JSON.
 */

export interface StyledValue {
  name: string;
  value: unknown;
  /** Absent: the location's default (`simple` for path and header, `form` for query and cookie). */
  style?: string;
  /** Absent: true for `form`, false otherwise. */
  explode?: boolean;
  /** Query only: leave reserved characters unencoded. */
  allowReserved?: boolean;
}

/** One value as text: strings as they are, `null` as nothing, nested structures as JSON (OpenAPI leaves them undefined). */
export function scalarText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** RFC 3986 percent-encoding; `allowReserved` keeps `:/?#[]@!$&'()*+,;=` as they are. */
function encode(text: string, allowReserved = false): string {
  const encoded = encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return allowReserved ? encoded.replace(/%(3A|2F|3F|23|5B|5D|40|21|24|26|27|28|29|2A|2B|2C|3B|3D)/g, (match) => String.fromCharCode(parseInt(match.slice(1), 16))) : encoded;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const explodeOf = (parameter: StyledValue, style: string) => parameter.explode ?? style === 'form';

/** `simple` style, as path segments and headers use it: `a,b`; objects `k,v,k2,v2`, exploded `k=v,k2=v2`. */
function simple(value: unknown, explode: boolean, escape: (text: string) => string): string {
  if (Array.isArray(value)) return value.map((item) => escape(scalarText(item))).join(',');
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([key, item]) => (explode ? `${escape(key)}=${escape(scalarText(item))}` : `${escape(key)},${escape(scalarText(item))}`))
      .join(',');
  }
  return escape(scalarText(value));
}

/** A path parameter's text in the URL, encoded: `simple` (default), `label` (`.a.b`) or `matrix` (`;id=a,b`). */
export function pathParameterText(parameter: StyledValue): string {
  const style = parameter.style ?? 'simple';
  const explode = explodeOf(parameter, style);
  const { name, value } = parameter;
  if (style === 'label') {
    const separator = explode ? '.' : ',';
    if (Array.isArray(value)) return `.${value.map((item) => encode(scalarText(item))).join(separator)}`;
    if (isRecord(value)) return `.${Object.entries(value).map(([key, item]) => (explode ? `${encode(key)}=${encode(scalarText(item))}` : `${encode(key)},${encode(scalarText(item))}`)).join(separator)}`;
    return `.${encode(scalarText(value))}`;
  }
  if (style === 'matrix') {
    if (Array.isArray(value)) return explode ? value.map((item) => `;${encode(name)}=${encode(scalarText(item))}`).join('') : `;${encode(name)}=${value.map((item) => encode(scalarText(item))).join(',')}`;
    if (isRecord(value)) {
      return explode
        ? Object.entries(value).map(([key, item]) => `;${encode(key)}=${encode(scalarText(item))}`).join('')
        : `;${encode(name)}=${Object.entries(value).map(([key, item]) => `${encode(key)},${encode(scalarText(item))}`).join(',')}`;
    }
    const text = scalarText(value);
    return text === '' ? `;${encode(name)}` : `;${encode(name)}=${encode(text)}`;
  }
  return simple(value, explode, encode);
}

/**
 * The `name=value` pairs of a query parameter, already encoded: `form` (default; exploded arrays
 * repeat the name, `status=available&status=sold`, unexploded ones join with commas,
 * `status=available,sold`), `spaceDelimited`, `pipeDelimited` and `deepObject` (`filter[status]=paid`).
 */
export function queryParameterPairs(parameter: StyledValue): string[] {
  const style = parameter.style ?? 'form';
  const explode = explodeOf(parameter, style);
  const { name, value } = parameter;
  const escape = (text: string) => encode(text, parameter.allowReserved);
  const key = encode(name);
  if (style === 'deepObject' && isRecord(value)) {
    return Object.entries(value).map(([field, item]) => `${key}${encode(`[${field}]`)}=${escape(scalarText(item))}`);
  }
  if (Array.isArray(value)) {
    if (explode) return value.map((item) => `${key}=${escape(scalarText(item))}`);
    const separator = style === 'spaceDelimited' ? '%20' : style === 'pipeDelimited' ? '|' : ',';
    return [`${key}=${value.map((item) => escape(scalarText(item))).join(separator)}`];
  }
  if (isRecord(value)) {
    if (explode) return Object.entries(value).map(([field, item]) => `${encode(field)}=${escape(scalarText(item))}`);
    return [`${key}=${Object.entries(value).map(([field, item]) => `${escape(field)},${escape(scalarText(item))}`).join(',')}`];
  }
  return [`${key}=${escape(scalarText(value))}`];
}

/** A header parameter's value (`simple` style), unencoded. */
export function headerParameterText(parameter: StyledValue): string {
  return simple(parameter.value, parameter.explode ?? false, (text) => text);
}

/** A cookie parameter as `name=value` pairs for the Cookie header (`form` style; an exploded array repeats the name). */
export function cookieParameterPairs(parameter: StyledValue): string[] {
  const explode = parameter.explode ?? true;
  const { name, value } = parameter;
  if (Array.isArray(value)) return explode ? value.map((item) => `${name}=${scalarText(item)}`) : [`${name}=${value.map(scalarText).join(',')}`];
  if (isRecord(value)) {
    return explode ? Object.entries(value).map(([key, item]) => `${key}=${scalarText(item)}`) : [`${name}=${Object.entries(value).map(([key, item]) => `${key},${scalarText(item)}`).join(',')}`];
  }
  return [`${name}=${scalarText(value)}`];
}
