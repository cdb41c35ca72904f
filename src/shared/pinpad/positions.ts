/**
 * The PIN pad's scrambled keys (content guide, SDKs): `positions` is a permutation of the ten
 * digits, the digit each key shows in the keypad's order (three rows of three, then the tenth key
 * alone on the last row). Gateway's `pinpad/pinblock` receives the keys pressed, not the digits:
 * the index of each digit's key, in the order they were pressed.
 */
export const isPositions = (positions: string) => /^[0-9]{10}$/.test(positions) && new Set(positions).size === 10;

/** The index of each PIN digit's key in `positions`: what Gateway's `pinPad.positions` carries. */
export function keysPressed(pin: string, positions: string): string {
  return Array.from(pin, (digit) => String(positions.indexOf(digit))).join('');
}

/** A new permutation (Fisher–Yates), from random bytes; bytes that would bias a draw are drawn again. */
export function randomPositions(random: (count: number) => Uint8Array): string {
  const digits = '0123456789'.split('');
  for (let last = digits.length - 1; last > 0; last--) {
    const range = last + 1;
    const limit = 256 - (256 % range);
    let pick: number | undefined;
    while (pick === undefined) {
      const byte = random(1)[0]!;
      if (byte < limit) pick = byte % range;
    }
    [digits[last], digits[pick]] = [digits[pick]!, digits[last]!];
  }
  return digits.join('');
}
