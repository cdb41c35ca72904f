/** The part of subset-font (no types of its own) that font-options.ts uses: a font subset to `text`'s characters. */
declare module 'subset-font' {
  export default function subsetFont(font: Buffer, text: string, options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt' }): Promise<Buffer>;
}
