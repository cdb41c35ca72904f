import { bundledLanguagesInfo } from 'shiki';

/**
 * The languages code blocks may be written in, loaded once per build process. Shiki's rehype
 * plugin loads all of its ~230 grammars by default, which cost some 8 s in every prerender worker
 * (loading a grammar recompiles the ones that embed it); these load in a fifth of a second.
 * `text` (and `plaintext`, `txt`) need no grammar. A block in another language fails the build
 * (validate-mdx.ts), naming it: add it here if the page needs it.
 */
export const CODE_LANGUAGES = [
  'bash', 'powershell',
  'http', 'json', 'jsonc', 'yaml', 'xml', 'toml', 'ini', 'dotenv',
  'html', 'css', 'js', 'jsx', 'ts', 'tsx',
  'php', 'python', 'ruby', 'go', 'java', 'csharp', 'kotlin', 'swift', 'dart',
  'sql', 'graphql', 'diff',
] as const;

const PLAIN = ['text', 'plaintext', 'txt', 'plain'];

/** Every name a block may use: the languages above, their Shiki aliases (`sh`, `javascript`, `cs`…) and plain text. */
export const codeLanguageNames: ReadonlySet<string> = new Set([
  ...PLAIN,
  ...bundledLanguagesInfo
    .map((info) => [info.id, ...(info.aliases ?? [])])
    .filter((names) => names.some((name) => (CODE_LANGUAGES as readonly string[]).includes(name)))
    .flat(),
]);

export const isHighlightedLanguage = (language: string): boolean => codeLanguageNames.has(language.toLowerCase());
