/**
 * React marks the DOM it owns with properties whose names end in a random suffix: the root it
 * listens on (Next hydrates `document`) gets `_reactListening…`, and each node it has hydrated
 * gets `__reactFiber$…`. Code outside React reads them to know when React has taken over.
 */
export const REACT_LISTENING = '_reactListening';
export const REACT_FIBER = '__reactFiber$';

export const hasReactMark = (node: object, prefix: string) => Object.keys(node).some((key) => key.startsWith(prefix));

/**
 * Resolves once `node` carries React's mark, checking every `every` ms; after `limit` ms it
 * resolves anyway, so a page whose scripts failed does not keep a timer running for its life.
 */
export function whenReactMarks(node: object, prefix: string, { every = 50, limit = 10_000 } = {}): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => (hasReactMark(node, prefix) || Date.now() - started > limit ? resolve() : setTimeout(check, every));
    check();
  });
}
