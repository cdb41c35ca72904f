import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** Every `*.yaml` of a folder by name without extension, sorted; none when the folder does not exist. */
export function yamlTexts(dir: string): Map<string, string> {
  if (!existsSync(dir)) return new Map();
  const names = readdirSync(dir).filter((name) => name.endsWith('.yaml')).sort();
  return new Map(names.map((name) => [name.replace(/\.yaml$/, ''), readFileSync(path.join(dir, name), 'utf8')]));
}

/** A YAML text's data, or the problem an author reads (the parser's first line, with its line and column). */
export function parseYaml(source: string): { data: unknown } | { problem: string } {
  try {
    return { data: parse(source) };
  } catch (error) {
    return { problem: `is not valid YAML: ${(error as Error).message.split('\n')[0]}` };
  }
}
