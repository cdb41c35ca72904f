import { JSONPath } from 'jsonpath-plus';
import { isObject, type RawObject } from './raw';

/**
 * OpenAPI Overlay 1.0 (https://spec.openapis.org/overlay/v1.0.0.html): an ordered list of
 * actions, each a JSONPath `target` with an `update` to merge into every match, or `remove: true`.
 * Translations live in overlays so a definition's structure is written once (ARCHITECTURE.md, OpenAPI).
 */
export interface OverlayAction {
  target: string;
  description?: string;
  update?: unknown;
  remove?: boolean;
}

export interface OverlayIssue {
  /** 0-based position in `actions`; -1 for the overlay document itself. */
  index: number;
  target?: string;
  message: string;
}

export interface OverlayResult {
  /** A new document: the input is never changed, and the parts no action touched are the input's own objects. */
  document: RawObject;
  /**
   * JSON pointers (RFC 6901) of every value an update wrote, containers and leaves. A text the
   * overlay sets to the same words as the source (a product name) counts as translated on purpose.
   */
  written: ReadonlySet<string>;
  /** Actions whose target matched nothing (usually a typo, or the source moved), and malformed actions. */
  issues: OverlayIssue[];
}

/** A deep copy as a plain tree: YAML aliases become separate copies, so merging into one never changes another. */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

const escapeSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

interface Match {
  value: unknown;
  parent: unknown;
  parentProperty: string | number | null;
  pointer: string;
}

/** The overlay's own shape, as far as applying it needs. */
export function overlayActions(overlay: unknown): { actions: unknown[]; issues: OverlayIssue[] } {
  if (!isObject(overlay)) return { actions: [], issues: [{ index: -1, message: 'is not an Overlay document (expected a mapping with `overlay` and `actions`)' }] };
  const issues: OverlayIssue[] = [];
  if (typeof overlay.overlay !== 'string' || !overlay.overlay.startsWith('1.')) {
    issues.push({ index: -1, message: 'has no `overlay: 1.0.0` version line' });
  }
  if (!Array.isArray(overlay.actions)) {
    issues.push({ index: -1, message: 'has no `actions` list' });
    return { actions: [], issues };
  }
  return { actions: overlay.actions, issues };
}

const pointerSegments = (pointer: string) => (pointer === '' || pointer === '/' ? [] : pointer.slice(1).split('/').map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~')));

/**
 * Applies an Overlay 1.0 document to `document` without changing it, copying only what it writes:
 * the containers on the way from the root to each place an action changes are copied once, and
 * everything else (on a large definition, nearly all of it: examples, schemas) is shared with the
 * source. Problems are reported, never thrown.
 */
export function applyOverlay(document: unknown, overlay: unknown): OverlayResult {
  // Containers this result owns (copied from the source, or new): only those may change.
  const owned = new WeakSet<object>();
  const copy = <T extends object>(value: T): T => {
    const out = (Array.isArray(value) ? [...value] : { ...value }) as T;
    owned.add(out);
    return out;
  };
  const root: RawObject = copy(isObject(document) ? document : {});
  const written = new Set<string>();
  const { actions, issues } = overlayActions(overlay);

  /** The value at `segments`, with every object or list on the way (itself included) made this result's own. */
  const ownAt = (segments: readonly string[]): unknown => {
    let parent: Record<string, unknown> = root;
    for (const segment of segments) {
      const child = parent[segment];
      if (typeof child !== 'object' || child === null) return child;
      const mine = owned.has(child) ? child : copy(child);
      parent[segment] = mine;
      parent = mine as Record<string, unknown>;
    }
    return parent;
  };

  const record = (pointer: string, value: unknown) => {
    written.add(pointer);
    if (Array.isArray(value)) value.forEach((item, index) => record(`${pointer}/${index}`, item));
    else if (isObject(value)) for (const [key, child] of Object.entries(value)) record(`${pointer}/${escapeSegment(key)}`, child);
  };

  /** Objects merge key by key, recursively; any other value (arrays included) replaces what was there. `target` is owned. */
  const merge = (target: RawObject, update: RawObject, pointer: string) => {
    for (const [key, value] of Object.entries(update)) {
      const childPointer = `${pointer}/${escapeSegment(key)}`;
      const current = Object.hasOwn(target, key) ? target[key] : undefined;
      if (isObject(current) && isObject(value)) {
        written.add(childPointer);
        const mine = owned.has(current) ? current : copy(current);
        target[key] = mine;
        merge(mine, value, childPointer);
      } else {
        target[key] = cloneJson(value);
        record(childPointer, value);
      }
    }
  };

  actions.forEach((action, index) => {
    if (!isObject(action) || typeof action.target !== 'string' || action.target.trim() === '') {
      issues.push({ index, message: 'has no `target` JSONPath' });
      return;
    }
    const target = action.target;
    let matches: Match[];
    try {
      matches = JSONPath({ path: target, json: root, resultType: 'all', wrap: true }) as Match[];
    } catch (error) {
      issues.push({ index, target, message: `has a JSONPath that cannot be read: ${(error as Error).message}` });
      return;
    }
    if (matches.length === 0) {
      issues.push({ index, target, message: 'matches nothing in the definition' });
      return;
    }

    if (action.remove === true) {
      // Array items go last and from the highest index down, so the indexes still to remove stay valid.
      const position = (match: Match) => (Array.isArray(match.parent) ? Number(match.parentProperty) : -1);
      for (const match of [...matches].sort((a, b) => position(b) - position(a))) {
        const segments = pointerSegments(match.pointer);
        const parent = segments.length === 0 ? undefined : ownAt(segments.slice(0, -1));
        if (Array.isArray(parent)) parent.splice(position(match), 1);
        else if (isObject(parent) && match.parentProperty !== null) delete parent[String(match.parentProperty)];
        else issues.push({ index, target, message: 'tries to remove the whole document' });
      }
      return;
    }
    if (!Object.hasOwn(action, 'update')) {
      issues.push({ index, target, message: 'has neither `update` nor `remove: true`' });
      return;
    }
    const update = action.update;
    for (const match of matches) {
      const pointer = match.pointer === '' || match.pointer === '/' ? '' : match.pointer;
      const value = typeof match.value === 'object' && match.value !== null ? ownAt(pointerSegments(pointer)) : match.value;
      if (Array.isArray(value)) {
        // Overlay 1.0: an update on an array appends to it.
        const start = value.length;
        const added = Array.isArray(update) ? update : [update];
        value.push(...cloneJson(added));
        added.forEach((item, offset) => record(`${pointer}/${start + offset}`, item));
      } else if (isObject(value) && isObject(update)) {
        merge(value, update, pointer);
      } else {
        issues.push({ index, target, message: 'updates a value that is not an object or a list (target its parent and update the key instead)' });
      }
    }
  });

  return { document: root, written, issues };
}
