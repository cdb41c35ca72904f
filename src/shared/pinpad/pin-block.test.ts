import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clearPinBlock, decryptPinBlock, pinBlock, randomFill, readClearPinBlock, type PinBlockFormat } from './pin-block';
import { isPositions, keysPressed, randomPositions } from './positions';

/** The content guide's published test key (SDKs: PIN pad test key). */
const TEST_KEY = '0123456789ABCDEFFEDCBA9876543210';

/**
 * A second, independent PIN block: built with BigInt arithmetic on the whole 64-bit fields (the
 * code under test works digit by digit on strings) and enciphered by OpenSSL.
 */
function independent(format: PinBlockFormat, pin: string, pan: string, fill: string, key: string) {
  const pinField = BigInt(`0x${format}${pin.length.toString(16)}${pin}${fill}`);
  const withPan = format === 0 || format === 3;
  const account = withPan ? BigInt(`0x${pan.slice(0, -1).slice(-12)}`) : 0n;
  const clear = (pinField ^ account).toString(16).toUpperCase().padStart(16, '0');
  const cipher = createCipheriv(key.length === 32 ? 'des-ede-ecb' : 'des-ede3-ecb', Buffer.from(key, 'hex'), null);
  cipher.setAutoPadding(false);
  const encrypted = Buffer.concat([cipher.update(Buffer.from(clear, 'hex')), cipher.final()]).toString('hex').toUpperCase();
  return { clear, encrypted };
}

describe('clearPinBlock (ISO 9564-1)', () => {
  it('builds format 0 as the standard’s published example: PIN 1234, PAN 43219876543210987', () => {
    const block = clearPinBlock({ format: 0, pin: '1234', pan: '43219876543210987' });
    expect(block).toEqual({ pinField: '041234FFFFFFFFFF', panField: '0000987654321098', fill: 'FFFFFFFFFF', clear: '0412AC89ABCDEF67' });
  });

  it('builds format 0 for the test card 4111 1111 1111 1111', () => {
    expect(clearPinBlock({ format: 0, pin: '1234', pan: '4111111111111111' })).toMatchObject({ panField: '0000111111111111', clear: '041225EEEEEEEEEE' });
  });

  it('leaves the PAN out of formats 1 and 2, and puts the fill as given', () => {
    expect(clearPinBlock({ format: 1, pin: '1234', pan: '4111111111111111', fill: '0A1B2C3D4E' })).toEqual({ pinField: '1412340A1B2C3D4E', fill: '0A1B2C3D4E', clear: '1412340A1B2C3D4E' });
    expect(clearPinBlock({ format: 2, pin: '123456' })).toEqual({ pinField: '26123456FFFFFFFF', fill: 'FFFFFFFF', clear: '26123456FFFFFFFF' });
  });

  it('XORs format 3 with the PAN field, its fill A to F', () => {
    expect(clearPinBlock({ format: 3, pin: '1234', pan: '4111111111111111', fill: 'ABCDEFABCD' })).toMatchObject({ pinField: '341234ABCDEFABCD', clear: '341225BADCFEBADC' });
  });

  it('pads a short PAN with zeros and writes lengths above 9 in hex', () => {
    expect(clearPinBlock({ format: 0, pin: '123456789012', pan: '123456789012' })).toMatchObject({ panField: '0000012345678901', pinField: '0C123456789012FF' });
  });

  it.each([
    [{ format: 0, pin: '123', pan: '4111111111111111' }, 'pin'],
    [{ format: 0, pin: '1234567890123', pan: '4111111111111111' }, 'pin'],
    [{ format: 0, pin: '12a4', pan: '4111111111111111' }, 'pin'],
    [{ format: 0, pin: '1234', pan: '41111111111' }, 'pan'],
    [{ format: 3, pin: '1234' }, 'pan'],
    [{ format: 1, pin: '1234' }, 'fill'],
    [{ format: 1, pin: '1234', fill: '0A1B2C3D4' }, 'fill'],
    [{ format: 3, pin: '1234', pan: '4111111111111111', fill: '0A1B2C3D4E' }, 'fill'],
    [{ format: 2, pin: '1234', fill: 'FFFFFFFFFE' }, 'fill'],
    [{ format: 4, pin: '1234', pan: '4111111111111111' }, 'format'],
  ])('refuses %j: %s', (input, problem) => {
    expect(clearPinBlock(input as never)).toEqual({ problem });
  });
});

describe('pinBlock', () => {
  const cases: Array<[PinBlockFormat, string, string, string, string]> = [
    [0, '1234', '4111111111111111', 'FFFFFFFFFF', TEST_KEY],
    [0, '987654', '5555555555554444', 'FFFFFFFF', TEST_KEY],
    [1, '1234', '4111111111111111', '3C9A0F51E7', TEST_KEY],
    [2, '4321', '', 'FFFFFFFFFF', TEST_KEY],
    [3, '1234', '4111111111111111', 'CAFEBEADAF', TEST_KEY],
    [3, '55443322', '378282246310005', 'FEDCBA', '0123456789ABCDEF23456789ABCDEF01456789ABCDEF0123'],
  ];

  it.each(cases)('format %i, PIN %s: the same blocks as a second computation', (format, pin, pan, fill, key) => {
    const block = pinBlock({ format, pin, pan, fill, key });
    expect(block).toMatchObject(independent(format, pin, pan, fill, key));
  });

  it('gives the content guide’s worked example (format 0, PIN 1234, 4111 1111 1111 1111, the test key)', () => {
    expect(pinBlock({ format: 0, pin: '1234', pan: '4111111111111111', key: TEST_KEY })).toMatchObject({ clear: '041225EEEEEEEEEE', encrypted: '2A3D408A1977DDE9' });
  });

  it('round-trips: the receiver deciphers and reads back the PIN', () => {
    for (const [format, pin, pan, fill, key] of cases) {
      const block = pinBlock({ format, pin, pan, fill, key });
      if ('problem' in block) throw new Error(block.problem);
      expect(readClearPinBlock(decryptPinBlock(block.encrypted, key), pan)).toEqual({ format, pin, fill });
    }
  });

  it('refuses a key that is not 32 or 48 hex digits', () => {
    expect(pinBlock({ format: 0, pin: '1234', pan: '4111111111111111', key: '0123456789ABCDEF' })).toEqual({ problem: 'key' });
  });
});

describe('randomFill', () => {
  const counter = () => {
    let next = 0;
    return (count: number) => Uint8Array.from({ length: count }, () => next++ % 256);
  };

  it('draws hex digits for format 1 and A to F for format 3, as long as the PIN leaves', () => {
    expect(randomFill(1, '1234', counter())).toBe('0123456789');
    expect(randomFill(3, '123456', counter())).toBe('ABCDEFAB');
    expect(randomFill(0, '1234', counter())).toBe('FFFFFFFFFF');
    expect(randomFill(2, '123456789012', counter())).toBe('FF');
  });

  it('draws again the bytes that would favour some digits of format 3', () => {
    const bytes = [252, 253, 254, 255, 0, 1, 2, 3, 4, 5];
    let index = 0;
    const random = (count: number) => Uint8Array.from({ length: count }, () => bytes[index++ % bytes.length]!);
    expect(randomFill(3, '123456', random)).toBe('ABCDEFAB');
  });

  it('gives fills the block accepts', () => {
    for (const format of [1, 3] as const) {
      const fill = randomFill(format, '12345', (count) => Uint8Array.from({ length: count }, () => Math.floor(Math.random() * 256)));
      expect(clearPinBlock({ format, pin: '12345', pan: '4111111111111111', fill })).not.toHaveProperty('problem');
    }
  });
});

describe('positions', () => {
  it('sends the index of each digit’s key', () => {
    expect(keysPressed('1234', '6871245903')).toBe('3495');
    expect(keysPressed('1234', '0123456789')).toBe('1234');
  });

  it('draws a permutation of the ten digits', () => {
    let seed = 7;
    const random = (count: number) => Uint8Array.from({ length: count }, () => (seed = (seed * 73 + 41) % 256));
    for (let round = 0; round < 20; round++) expect(isPositions(randomPositions(random))).toBe(true);
    expect(isPositions('0123456788')).toBe(false);
  });
});
