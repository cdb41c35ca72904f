import type { ExampleAuthFinding } from './scan';

/**
 * `text` with each finding's tranKey replaced by the expected one, in place: only the string value
 * changes, so the file keeps its formatting. A finding whose range does not hold its tranKey
 * (the file changed since the scan) throws rather than write in the wrong place.
 */
export function rewriteTranKeys(text: string, findings: readonly ExampleAuthFinding[]): string {
  const fixes = findings.filter((finding) => finding.expected !== undefined).sort((a, b) => b.start - a.start);
  let out = text;
  for (const finding of fixes) {
    const current = out.slice(finding.start, finding.end);
    if (current !== finding.auth.tranKey) throw new Error(`${finding.file} ${finding.where}: expected "${finding.auth.tranKey}" at ${finding.start}, found "${current}"`);
    out = out.slice(0, finding.start) + finding.expected + out.slice(finding.end);
  }
  return out;
}
