import { describe, expect, it } from 'vitest';
import { activeAssetProblems, activeContentProblems } from './active-assets';

const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${inner}</svg>`;

describe('active files under public/ (SVG, HTML, XML)', () => {
  it('the site’s own images are inert', () => {
    expect(activeAssetProblems(process.cwd())).toEqual([]);
  });

  it('accepts drawings, text, inner styles, #id references and raster data images', () => {
    expect(activeContentProblems(svg('<style>.a{fill:red;marker-end:url(#arrow)}</style><defs><marker id="arrow"/></defs><use href="#arrow"/><image href="data:image/png;base64,iVBOR"/><text class="a">Hola, <tspan>mundo</tspan></text>'))).toEqual([]);
  });

  it('refuses scripts, event handlers and foreignObject, however spelled (P2)', () => {
    expect(activeContentProblems(svg('<script>fetch("/x?"+localStorage.getItem("ondapay-docs:test-credentials"))</script>'))).toEqual([expect.stringMatching(/^has a <script> element/)]);
    expect(activeContentProblems(svg('<svg:script>x</svg:script>'))).toEqual([expect.stringMatching(/^has a <svg:script> element/)]);
    expect(activeContentProblems(svg('<rect/>', ' onload="alert(1)"'))).toEqual(['has an event handler (onload on <svg>), which runs code. Take it out.']);
    expect(activeContentProblems(svg('<rect ONCLICK=alert(1) />'))).toEqual([expect.stringMatching(/^has an event handler \(ONCLICK on <rect>\)/)]);
    expect(activeContentProblems(svg('<foreignObject><div>x</div></foreignObject>'))).toEqual([expect.stringMatching(/^has a <foreignObject> element/)]);
    expect(activeContentProblems('<html><body><iframe src="/x"></iframe></body></html>')).toEqual([expect.stringMatching(/^has a <iframe> element/)]);
  });

  it('refuses javascript: URLs in any attribute, encoded or animated in', () => {
    for (const inner of ['<a href="javascript:alert(1)"><text>x</text></a>', '<a xlink:href="jav&#x61;script&#58;alert(1)">x</a>', '<a href=" java\tscript:alert(1)">x</a>', '<a href="#x"><set attributeName="href" to="javascript:alert(1)"/></a>', '<a href="data:text/html,<script>x</script>">x</a>']) {
      expect(activeContentProblems(svg(inner)), inner).toEqual([expect.stringMatching(/^has a URL that runs code/)]);
    }
  });

  it('refuses references to other sites: href, xlink:href, @import, url(http…), protocol-relative', () => {
    expect(activeContentProblems(svg('<image href="https://evil.example/p.png"/>'))).toEqual([expect.stringMatching(/^refers to another site or file \(href="https:\/\/evil\.example\/p\.png" on <image>\)/)]);
    expect(activeContentProblems(svg('<use xlink:href="//evil.example/s.svg#a"/>'))).toEqual([expect.stringMatching(/^refers to another site or file/)]);
    expect(activeContentProblems(svg('<style>@import "https://evil.example/a.css";</style>'))).toEqual([expect.stringMatching(/^loads a stylesheet, font or image from elsewhere in a <style>/)]);
    expect(activeContentProblems(svg('<rect style="fill:url(http://evil.example/p)"/>'))).toEqual([expect.stringMatching(/^loads a stylesheet or image from elsewhere \(style on <rect>\)/)]);
  });

  it('refuses entity declarations and stylesheet instructions, which can hide any of these', () => {
    expect(activeContentProblems(`<?xml-stylesheet href="x.xsl"?><!DOCTYPE svg [<!ENTITY s "&#60;script&#62;">]>${svg('&s;')}`)).toEqual([
      expect.stringMatching(/^declares entities/),
      expect.stringMatching(/^asks for a stylesheet/),
    ]);
  });
});
