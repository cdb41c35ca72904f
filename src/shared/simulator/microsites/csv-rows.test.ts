import { describe, expect, it } from 'vitest';
import { csvRows } from './csv-rows';

describe('csvRows', () => {
  it('reads plain and quoted fields, CRLF and LF, and no empty row after the last line break', () => {
    expect(csvRows('a,b,c\n1,,3\n')).toEqual([['a', 'b', 'c'], ['1', '', '3']]);
    expect(csvRows('a,"b, ""c""\nd"\r\nx,y')).toEqual([['a', 'b, "c"\nd'], ['x', 'y']]);
    expect(csvRows('')).toEqual([]);
  });
});
