import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitForFile } from './wait-for-file';

describe('waitForFile', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wait-for-file-'));

  it('returns at once when the file is there', () => {
    const file = path.join(dir, 'present');
    writeFileSync(file, 'x');
    expect(waitForFile(file, 60_000)).toBe(true);
  });

  it('gives up after its time when the file never comes, and says so', () => {
    const started = Date.now();
    expect(waitForFile(path.join(dir, 'absent'), 150)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });
});
