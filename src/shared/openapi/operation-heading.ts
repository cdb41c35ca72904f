/** The level-2 heading of an operation on an API page, in the shape the page's headings use. */
export interface OperationHeading {
  id: string;
  /** The operation's summary, else `METHOD path`. */
  title: string;
  depth: 2;
  /** The HTTP method, upper case: the heading's tag (spec §3, offset 8rem). */
  tag: string;
  /** The path: the heading's label. */
  label: string;
}

/** `post` + `/api/session/{requestId}` -> `post-api-session-requestid`: the anchor of an operation, the same on every page. */
export function operationHeadingId(method: string, path: string): string {
  return `${method} ${path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function operationHeading(method: string, path: string, summary: string | undefined): OperationHeading {
  const tag = method.toUpperCase();
  const title = summary?.trim() || `${tag} ${path}`;
  return { id: operationHeadingId(method, path), title, depth: 2, tag, label: path };
}
