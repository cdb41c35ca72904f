import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { parse } from 'yaml';
import { expectedSignature, findSignedBodies } from '../../shared/auth/example-signature';
import { EXAMPLE_SECRETS } from '../../shared/auth/example-secrets';
import { parseMdx } from '../../shared/content/headings';
import { exampleFiles } from './scan';

/** The JSON a code block sends or shows: a JSON block, an HTTP message's body, a curl `-d '…'` body. */
export function jsonOfCode(lang: string | null | undefined, code: string): unknown {
  const curl = /(?:-d|--data(?:-raw)?)\s+'([\s\S]*?)'/.exec(code);
  const candidate = curl ? curl[1] : lang === 'http' ? code.split(/\r?\n\s*\r?\n/).slice(1).join('\n') : lang === 'json' ? code : undefined;
  if (!candidate?.trim()) return undefined;
  try {
    return JSON.parse(candidate);
  } catch {
    return undefined;
  }
}

/** A signature in an example that the content guide's rule does not give with the example site's secret. */
export interface SignatureFinding {
  file: string;
  where: string;
  rule: string;
  signature: string;
  expected: string;
}

/**
 * Every notification body with a `signature` in the OpenAPI definitions and in the JSON, HTTP and
 * curl code blocks of every page, checked against the rule of its kind (SIGNATURE_RULES) with the
 * example site's secret. Returns the wrong ones and how many were checked.
 */
export function scanExampleSignatures(root: string): { checked: number; findings: SignatureFinding[] } {
  const secret = EXAMPLE_SECRETS[0]?.secretKey ?? '';
  const findings: SignatureFinding[] = [];
  let checked = 0;
  const judge = (file: string, where: string, value: unknown) => {
    for (const { pointer, body } of findSignedBodies(value)) {
      const expected = expectedSignature(body, secret);
      if (!expected) continue;
      checked++;
      if (expected.signature !== body.signature) findings.push({ file, where: `${where}${pointer}`, rule: expected.rule, signature: String(body.signature), expected: expected.signature });
    }
  };
  for (const file of exampleFiles(root)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    if (file.endsWith('.yaml')) {
      judge(file, '', parse(text));
      continue;
    }
    const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(text)?.[0] ?? '';
    const frontLines = frontMatter.split('\n').length - 1;
    visit(parseMdx(text.slice(frontMatter.length)), 'code', (node: Code) => {
      if (!node.value.includes('signature')) return;
      judge(file, `line ${(node.position?.start.line ?? 0) + frontLines} `, jsonOfCode(node.lang, node.value));
    });
  }
  return { checked, findings };
}
