import { describe, expect, it } from 'vitest';
import { decodeBase64Safely, decodeUriComponentSafely, parseJsonSafely } from './safe-decode';

describe('safe decoding', () => {
  it('decodes what is well formed', () => {
    expect(decodeUriComponentSafely('c%C3%B3digos')).toBe('códigos');
    expect(parseJsonSafely('{"login":"l"}')).toEqual({ login: 'l' });
    expect(decodeBase64Safely('aG9sYQ==')).toBe('hola');
  });

  it('says nothing, never throws, for what a hostile URL or storage holds (P3)', () => {
    for (const text of ['100%', '%E0%A4%A', '%', '%zz', '%ED%A0%80']) expect(decodeUriComponentSafely(text), text).toBeUndefined();
    for (const text of [null, undefined, '', '{', 'undefined', '\u0000', '{"a":']) expect(parseJsonSafely(text), String(text)).toBeUndefined();
    for (const text of ['*', 'a===', 'ñ']) expect(decodeBase64Safely(text), text).toBeUndefined();
  });
});
