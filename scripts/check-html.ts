import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { builtPages } from '../src/node/checks/built-pages';
import { pageStructureProblems } from '../src/node/checks/page-structure';

/** Every built page is valid HTML with one h1, a title, a description, a lang and headings in order. */
const out = path.resolve('out');

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes style attributes for measured values (top bar opacity) and the framework's inline scripts carry no SRI.
    'no-inline-style': 'off',
    'require-sri': 'off',
    // Markup style choices of React's serializer, not correctness.
    'attribute-boolean-style': 'off',
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    'attribute-empty-style': 'off',
    // Shiki writes long lines of spans; the checked-in source is what authors read.
    'long-title': 'off',
    // React serializes charSet, hrefLang, noModule…; HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // HTML5 ids may start with a digit (changelog dates) or underscore (React's root).
    'valid-id': ['error', { relaxed: true }],
    // Headless UI's RadioGroup (the response status picker) is an accessible custom radio.
    'prefer-native-element': ['error', { exclude: ['radio'] }],
    // Headless UI's TabGroup adds an aria-hidden focus sentinel; axe's aria-hidden-focus
    // (tests/e2e/a11y.spec.ts) judges real focusability in the browser instead.
    'hidden-focusable': 'off',
  },
});

// A <template>'s content is not part of the page until the site's code opens it as a dialog (the
// menu, MobileNav.tsx; an image's zoom, ZoomImage.tsx): the page is checked without it, and each
// template's content as a document of its own, whose headings start below the page's h1.
const TEMPLATE = /<template>([\s\S]*?)<\/template>/g;
const asDialog = (content: string) => `<!DOCTYPE html><html lang="es"><head><title>Diálogo</title></head><body><h1>Diálogo</h1>${content}</body></html>`;

const problems: string[] = [];
const files = builtPages(out).map((page) => page.file).filter((file) => !file.endsWith('_not-found.html'));
for (const file of files) {
  const full = readFileSync(file, 'utf8');
  const html = full.replace(TEMPLATE, '<template></template>');
  const name = path.relative(out, file);
  for (const problem of pageStructureProblems(html)) problems.push(`${name}: ${problem}`);
  const documents = [{ label: name, markup: html }, ...[...full.matchAll(TEMPLATE)].map((match, index) => ({ label: `${name} <template> ${index + 1}`, markup: asDialog(match[1]!) }))];
  for (const { label, markup } of documents) {
    const report = await validator.validateString(markup, label);
    for (const result of report.results) {
      for (const message of result.messages) problems.push(`${label}:${message.line}:${message.column}: ${message.message} (${message.ruleId})`);
    }
  }
}
if (problems.length) {
  console.error(`HTML check: ${problems.length} problem(s):`);
  for (const problem of problems.slice(0, 200)) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`HTML check: ${files.length} pages are valid HTML with one h1, title, description, lang and ordered headings.`);
