import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { isScalar, parseDocument } from 'yaml';
import { checkExampleAuth, findAuthLiterals, findAuthObjects, type AuthValues } from '../../shared/auth/example-auth';
import { exampleSecretFor, UNREPRODUCIBLE_LOGINS } from '../../shared/auth/example-secrets';
import { parseMdx } from '../../shared/content/headings';

/** One example `auth` object whose tranKey is not the one its example secret gives, or that cannot be checked. */
export interface ExampleAuthFinding {
  /** Path from the repository root. */
  file: string;
  /** Where in the file: a JSON pointer (OpenAPI) or the line of the tranKey (a page's code block). */
  where: string;
  auth: AuthValues;
  /** The tranKey the example secret gives; absent when there is none to give. */
  expected?: string;
  problem?: string;
  /** Where the tranKey's string value starts and ends in the file's text, to rewrite it in place. */
  start: number;
  end: number;
}

/** What the scan saw: every auth object checked, and the ones that are wrong. */
export interface ExampleAuthScan {
  checked: { file: string; count: number }[];
  findings: ExampleAuthFinding[];
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

function judge(file: string, where: string, auth: AuthValues, start: number, end: number): ExampleAuthFinding | undefined {
  const secret = exampleSecretFor(auth.login, file);
  if (!secret) {
    if (UNREPRODUCIBLE_LOGINS[auth.login]) return undefined;
    return { file, where, auth, start, end, problem: `login "${auth.login}" has no example secret: add it to src/shared/auth/example-secrets.ts (and the content guide)` };
  }
  const check = checkExampleAuth(auth, secret.secretKey);
  if (check.kind === 'match') return undefined;
  if (check.kind === 'problem') return { file, where, auth, start, end, problem: check.problem };
  return { file, where, auth, start, end, expected: check.expected };
}

/** Every auth object of an OpenAPI definition or overlay (YAML): examples, overlay updates, anything. */
export function scanYaml(file: string, text: string): ExampleAuthFinding[] & { count?: number } {
  const document = parseDocument(text);
  const found = findAuthObjects(document.toJS());
  const findings = found.flatMap((auth) => {
    const node = document.getIn(auth.tranKeyPath, true);
    if (!isScalar(node) || !node.range) throw new Error(`${file}${auth.pointer}: tranKey is not a plain value in the YAML`);
    const [from, to] = node.range;
    const start = text.indexOf(auth.tranKey, from);
    if (start === -1 || start >= to) throw new Error(`${file}${auth.pointer}: tranKey is not written as it reads`);
    return judge(file, `${auth.pointer} (line ${lineAt(text, start)})`, auth, start, start + auth.tranKey.length) ?? [];
  });
  return Object.assign(findings, { count: found.length });
}

/** Every auth object written as literals in a code block of an MDX page (JSON, curl, HTTP and any other language). */
export function scanMdx(file: string, text: string): ExampleAuthFinding[] & { count?: number } {
  // Front matter holds no code block; offsets in the parsed body are offsets in the text after it.
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(text)?.[0] ?? '';
  const body = text.slice(frontMatter.length);
  const findings: ExampleAuthFinding[] = [];
  let count = 0;
  visit(parseMdx(body), 'code', (node: Code) => {
    const from = node.position?.start.offset;
    const to = node.position?.end.offset;
    if (from === undefined || to === undefined) return;
    const source = body.slice(from, to);
    for (const auth of findAuthLiterals(source)) {
      count++;
      const start = frontMatter.length + from + auth.tranKeyStart;
      const finding = judge(file, `line ${lineAt(text, start)}`, auth, start, start + auth.tranKey.length);
      if (finding) findings.push(finding);
    }
  });
  return Object.assign(findings, { count });
}

function walk(dir: string, extension: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full, extension);
      return entry.name.endsWith(extension) ? [full] : [];
    })
    .sort();
}

/** Every OpenAPI definition and overlay under openapi/ and every MDX page under content/, as paths from `root`. */
export const exampleFiles = (root: string) =>
  [...walk(path.join(root, 'openapi'), '.yaml'), ...walk(path.join(root, 'content'), '.mdx')].map((full) => path.relative(root, full).split(path.sep).join('/'));

/** Every example auth object of the definitions and pages, checked against its login's example secret. */
export function scanExampleAuth(root: string): ExampleAuthScan {
  const checked: ExampleAuthScan['checked'] = [];
  const findings: ExampleAuthFinding[] = [];
  for (const file of exampleFiles(root)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const result = file.endsWith('.yaml') ? scanYaml(file, text) : scanMdx(file, text);
    checked.push({ file, count: result.count ?? 0 });
    findings.push(...result);
  }
  return { checked, findings };
}

/** The line a test failure or the fix script prints for one finding. */
export const describeFinding = (finding: ExampleAuthFinding) =>
  `${finding.file} ${finding.where}: login ${finding.auth.login}, nonce ${finding.auth.nonce}, seed ${finding.auth.seed}: ` +
  (finding.expected ? `tranKey "${finding.auth.tranKey}" should be "${finding.expected}"` : (finding.problem ?? ''));
