/**
 * The headers *Try it* sends, as the reader writes them: one `Name: value` per line, blank lines
 * ignored. A line without a name and a colon is reported by its number (from 1) and not sent.
 */
export function parseHeaderLines(text: string): { headers: Array<[string, string]>; badLines: number[] } {
  const headers: Array<[string, string]> = [];
  const badLines: number[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const found = /^\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*:\s*(.*?)\s*$/.exec(line);
    if (found) headers.push([found[1]!, found[2]!]);
    else badLines.push(index + 1);
  });
  return { headers, badLines };
}
