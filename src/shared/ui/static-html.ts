/**
 * Marks an element whose content is HTML that React neither carries nor renders (the API
 * reference's operations, src/node/openapi/operation-html.ts): React renders the element empty and
 * scripts/finish-output.ts writes the operation into it.
 */
export const STATIC_HTML_ATTRIBUTE = 'data-static-html';
