/**
 * React DOM's roots, imported once statically: a dynamic import of React DOM (a CommonJS package)
 * hands over its exports under `default` in the browser bundle, so the modules that mount React on
 * first use import this one instead.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
