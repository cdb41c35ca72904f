import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { desDecryptBlock, desEncryptBlock, tdesDecryptBlock, tdesEncryptBlock } from './tdes';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));
const hex = (data: Uint8Array) => Buffer.from(data).toString('hex').toUpperCase();

/** OpenSSL's Triple DES (Node), the second computation every result here is checked against. */
function openssl(key: Uint8Array, block: Uint8Array, decrypt = false): string {
  const algorithm = key.length === 16 ? 'des-ede-ecb' : 'des-ede3-ecb';
  const cipher = decrypt ? createDecipheriv(algorithm, key, null) : createCipheriv(algorithm, key, null);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(block), cipher.final()]).toString('hex').toUpperCase();
}

describe('DES (FIPS 46-3)', () => {
  it.each([
    // The textbook worked example of the standard's algorithm (every round's values are published with it).
    ['133457799BBCDFF1', '0123456789ABCDEF', '85E813540F0AB405'],
    // FIPS 81's example: "Now is t" under 0123456789ABCDEF.
    ['0123456789ABCDEF', '4E6F772069732074', '3FA40E8A984D4815'],
  ])('enciphers %s / %s into %s, and back', (key, plain, cipher) => {
    expect(hex(desEncryptBlock(bytes(key), bytes(plain)))).toBe(cipher);
    expect(hex(desDecryptBlock(bytes(key), bytes(cipher)))).toBe(plain);
  });

  it('refuses a block or a key of the wrong size', () => {
    expect(() => desEncryptBlock(new Uint8Array(8), new Uint8Array(7))).toThrow(RangeError);
    expect(() => desEncryptBlock(new Uint8Array(7), new Uint8Array(8))).toThrow(RangeError);
    expect(() => tdesEncryptBlock(new Uint8Array(8), new Uint8Array(8))).toThrow(RangeError);
  });
});

describe('Triple DES (SP 800-67)', () => {
  it('gives the standard’s example: "The qufck brown fox jump" under three keys, block by block', () => {
    const key = bytes('0123456789ABCDEF23456789ABCDEF01456789ABCDEF0123');
    const plain = Buffer.from('The qufck brown fox jump');
    const blocks = [0, 8, 16].map((offset) => hex(tdesEncryptBlock(key, Uint8Array.from(plain.subarray(offset, offset + 8)))));
    expect(blocks.join('')).toBe('A826FD8CE53B855FCCE21C8112256FE668D5C05DD9B6B900');
  });

  it('agrees with OpenSSL for two-key and three-key TDEA, both ways, on random keys and blocks', () => {
    for (let round = 0; round < 40; round++) {
      const key = Uint8Array.from(randomBytes(round % 2 ? 16 : 24));
      const block = Uint8Array.from(randomBytes(8));
      const cipher = tdesEncryptBlock(key, block);
      expect(hex(cipher)).toBe(openssl(key, block));
      expect(hex(tdesDecryptBlock(key, cipher))).toBe(hex(block));
      expect(openssl(key, cipher, true)).toBe(hex(block));
    }
  });

  it('with K1 = K2 = K3 is single DES (the keying option’s backward compatibility)', () => {
    const key = bytes('133457799BBCDFF1');
    expect(hex(tdesEncryptBlock(Uint8Array.from([...key, ...key, ...key]), bytes('0123456789ABCDEF')))).toBe('85E813540F0AB405');
  });
});
