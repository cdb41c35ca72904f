/**
 * Resolves once React has hydrated `element`: a tool that changed server markup before then
 * would make React's hydration fail and render the page again, losing the change. React marks
 * each hydrated node with a `__reactFiber$…` property; after 10 s the tool goes ahead anyway.
 */
export function whenHydrated(element: Element): Promise<void> {
  const hydrated = () => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => (hydrated() || Date.now() - started > 10_000 ? resolve() : setTimeout(check, 50));
    check();
  });
}
