/**
 * The font against its alternatives (issue 50): the site's typeface as shipped, subset to the
 * characters the built pages use (Spanish, English, code), or no web font at all (the system
 * stack the site names after it). Prints the bytes of each, and with `--variants <dir>` writes
 * two copies of out/ to measure with `npm run bench:paint -- --out <dir>/subset/out` and
 * `<dir>/system/out`: one with the subset font in place of the full one, one without the font
 * (its `@font-face`, its preload), each page's style hash in its policy made again.
 *
 *   npx tsx scripts/bench/font-options.ts
 *   npx tsx scripts/bench/font-options.ts --variants /tmp/font-variants
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import subsetFont from 'subset-font';
import { scriptHash } from '../../src/node/security/csp';
import { argumentValue, repoRoot, requireBuiltSite } from './shared';

const out = path.join(repoRoot, 'out');
requireBuiltSite();
const files = readdirSync(out, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
const pages = files.filter((file) => file.endsWith('.html'));

/** Every character of the pages' text (tags and code included: a superset of what the font draws). */
const characters = new Set<string>();
for (const file of pages) for (const character of readFileSync(file, 'utf8')) characters.add(character);
const text = [...characters].join('');

const fontFile = files.find((file) => /\/_next\/static\/media\/inter[^/]*\.woff2$/.test(file));
if (!fontFile) throw new Error('out/ has no Inter font under _next/static/media/.');
const font = readFileSync(fontFile);
const subset = await subsetFont(font, text, { targetFormat: 'woff2' });
const nonAscii = [...characters].filter((character) => character.codePointAt(0)! > 0x7e).sort().join('');
console.log(`${characters.size} distinct characters in ${pages.length} pages (beyond ASCII: ${nonAscii})`);
console.log('| Font | woff2 bytes (already compressed) |\n|---|---|');
console.log(`| Inter, Latin (as shipped) | ${font.length} |\n| Inter subset to those characters, every weight kept | ${subset.length} |\n| System stack | 0 |`);

const variants = argumentValue('variants');
if (variants) {
  const fontPath = `/${path.relative(out, fontFile).split(path.sep).join('/')}`;
  const copy = (name: string) => {
    const dir = path.join(path.resolve(variants), name, 'out');
    rmSync(dir, { recursive: true, force: true });
    cpSync(out, dir, { recursive: true });
    return dir;
  };
  // A file changed in a copy loses its precompressed twins, which the server would serve instead.
  const write = (file: string, data: string | Buffer) => {
    writeFileSync(file, data);
    for (const twin of [`${file}.gz`, `${file}.br`]) rmSync(twin, { force: true });
  };
  const subsetDir = copy('subset');
  write(path.join(subsetDir, fontPath), subset);

  const systemDir = copy('system');
  const fontFace = new RegExp(String.raw`@font-face\{font-family:inter;[^{}]*\}`, 'g');
  const preload = new RegExp(String.raw`<link rel="preload" href="${fontPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`, 'g');
  for (const file of files) {
    const target = path.join(systemDir, path.relative(out, file));
    if (file.endsWith('.css')) write(target, readFileSync(file, 'utf8').replace(fontFace, ''));
    if (!file.endsWith('.html')) continue;
    let html = readFileSync(file, 'utf8').replace(preload, '');
    for (const style of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
      const without = style[1]!.replace(fontFace, '');
      html = html.replace(scriptHash(style[1]!), scriptHash(without)).replace(style[0], () => `<style>${without}</style>`);
    }
    write(target, html);
  }
  const gz = (file: string) => gzipSync(readFileSync(file)).length;
  console.log(`Wrote ${subsetDir} and ${systemDir} (home page ${gz(path.join(out, 'index.html'))} → ${gz(path.join(systemDir, 'index.html'))} B gzip without the font's rules).`);
}
