import { isObject } from '../../../shared/openapi/raw';

/** A value the page shows that the simulator's answer does not have. */
export interface Mismatch {
  /** JSON pointer of the field in the response (`/status/reason`). */
  pointer: string;
  shown: unknown;
  /** The simulator's value; undefined when the field is missing. */
  got: unknown;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * Every field the page shows, compared with the simulator's answer: an object's fields one by one
 * (a field the page leaves out is not compared), an array's items by position (the page may show
 * the first ones only), scalars exactly. At a `variable` pointer only the kind of value is compared.
 */
export function compareShown(shown: unknown, got: unknown, variable: readonly string[] = [], pointer = ''): Mismatch[] {
  if (variable.includes(pointer)) return kind(shown) === kind(got) ? [] : [{ pointer, shown, got }];
  if (Array.isArray(shown)) {
    if (!Array.isArray(got)) return [{ pointer, shown, got }];
    return shown.flatMap((item, index) => compareShown(item, got[index], variable, `${pointer}/${index}`));
  }
  if (isObject(shown)) {
    if (!isObject(got)) return [{ pointer, shown, got }];
    return Object.entries(shown).flatMap(([key, value]) => compareShown(value, got[key], variable, `${pointer}/${escape(key)}`));
  }
  return Object.is(shown, got) ? [] : [{ pointer, shown, got }];
}
