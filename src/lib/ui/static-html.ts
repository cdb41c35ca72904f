/**
 * Marks an element whose content is HTML that React neither carries nor hydrates (the API
 * reference's operations, src/lib/openapi/operation-html.ts). Code that waits for React to hydrate
 * an element before changing it (the toolkit) waits for this element instead: React never marks
 * what is inside it, and never writes there again.
 */
export const STATIC_HTML_ATTRIBUTE = 'data-static-html';

/** The element React hydrates for `element`: the static-HTML element around it, else itself. */
export const hydratedElementOf = (element: Element): Element => element.closest(`[${STATIC_HTML_ATTRIBUTE}]`) ?? element;
