import { describe, expect, it } from 'vitest';
import { firstUseModules, startupModules } from './startup-modules';

// Modules as esbuild writes them, minified (scripts/build-client.ts).
const files: Record<string, string> = {
  '/client/site-A.js': 'import{a as b}from"./chunk-B.js";import"./chunk-C.js";b();import("./dialogs-D.js");import("./api-reference-E.js");import("./search-page-F.js");',
  '/client/chunk-B.js': 'import{c}from"./chunk-C.js";export{c as a};',
  '/client/chunk-C.js': 'export const c=1;',
  '/client/dialogs-D.js': 'import"./react-G.js";import("./Dialog-I.js");',
  '/client/Dialog-I.js': 'import"./chunk-C.js";',
  '/client/api-reference-E.js': 'import{a}from"./chunk-B.js";import"./chunk-H.js";',
  '/client/chunk-H.js': '',
  '/client/search-page-F.js': 'import"./react-G.js";',
  '/client/react-G.js': '',
};
const read = (path: string) => files[path]!;

describe('startupModules', () => {
  it('follows the entry’s static imports, each module once, and leaves what a press loads', () => {
    expect(startupModules(['/client/site-A.js'], '<main></main>', read)).toEqual(['/client/site-A.js', '/client/chunk-B.js', '/client/chunk-C.js']);
  });

  it('counts the API reference’s code on a page with operations, and the results on the search page', () => {
    expect(startupModules(['/client/site-A.js'], '<section data-static-html=""></section>', read)).toEqual(['/client/site-A.js', '/client/chunk-B.js', '/client/chunk-C.js', '/client/api-reference-E.js', '/client/chunk-H.js']);
    expect(startupModules(['/client/site-A.js'], '<div data-search-page="{}"></div>', read)).toContain('/client/react-G.js');
  });

  it('counts a script from elsewhere as it is, without reading it', () => {
    expect(startupModules(['https://analytics.example/a.js'], '', () => {
      throw new Error('not read');
    })).toEqual(['https://analytics.example/a.js']);
  });
});

describe('firstUseModules', () => {
  it('lists what a first press loads (a dialog, a listbox and their imports), not what the page already ran', () => {
    expect(firstUseModules('/client/site-A.js', read)).toEqual(['/client/dialogs-D.js', '/client/react-G.js', '/client/Dialog-I.js']);
  });
});
