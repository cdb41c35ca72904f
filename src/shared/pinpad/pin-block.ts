import { tdesDecryptBlock, tdesEncryptBlock } from './tdes';

/**
 * PIN blocks of ISO 9564-1, formats 0 to 3, clear and enciphered with Triple DES: what the PIN pad
 * service returns (content guide, SDKs), what the playground on /sdks/pinpad computes in the
 * reader's browser, and what `<TestVector algorithm="PIN-block">` recomputes at build time.
 *
 * - Format 0: `0`, the PIN length, the PIN, `F` fill; XOR the PAN field.
 * - Format 1: `1`, the length, the PIN, a fill of any hex digit (unique per transaction); no PAN.
 * - Format 2: `2`, the length, the PIN, `F` fill; no PAN (chip cards, offline PIN).
 * - Format 3: as format 0, with a fill of random digits `A` to `F`.
 * The PAN field is `0000` and the 12 rightmost digits of the PAN without its check digit.
 */
export const pinBlockFormats = [0, 1, 2, 3] as const;
export type PinBlockFormat = (typeof pinBlockFormats)[number];

export const isPinBlockFormat = (value: unknown): value is PinBlockFormat => (pinBlockFormats as readonly unknown[]).includes(value);

/** What is wrong with an input, for the tool to say in the reader's language. */
export type PinBlockProblem = 'format' | 'pin' | 'pan' | 'fill' | 'key';

export interface PinBlockInput {
  format: PinBlockFormat;
  /** 4 to 12 decimal digits. */
  pin: string;
  /** 12 to 19 decimal digits; formats 0 and 3 only (the others ignore it). */
  pan?: string;
  /** Formats 1 and 3: the fill digits, 14 minus the PIN length (`F`s for 0 and 2, which may leave it out). */
  fill?: string;
}

export interface ClearPinBlock {
  /** The PIN field: control nibble, length, PIN, fill (16 hex digits). */
  pinField: string;
  /** The PAN field XORed in formats 0 and 3. */
  panField?: string;
  /** The fill used (as given, or the `F`s of formats 0 and 2). */
  fill: string;
  /** The clear PIN block, 16 upper-case hex digits. */
  clear: string;
}

export interface PinBlock extends ClearPinBlock {
  /** The clear block enciphered with TDEA (ECB, one block), 16 upper-case hex digits. */
  encrypted: string;
}

export const MIN_PIN_LENGTH = 4;
export const MAX_PIN_LENGTH = 12;
export const usesPan = (format: PinBlockFormat) => format === 0 || format === 3;
/** Formats whose fill is random: the reader (or a test vector) gives it, or the playground draws it. */
export const hasRandomFill = (format: PinBlockFormat) => format === 1 || format === 3;
export const fillLength = (pin: string) => 14 - pin.length;

const FILL_ALPHABET: Record<PinBlockFormat, RegExp> = { 0: /^F*$/, 1: /^[0-9A-F]*$/, 2: /^F*$/, 3: /^[A-F]*$/ };

const isDigits = (text: string, min: number, max: number) => new RegExp(`^[0-9]{${min},${max}}$`).test(text);

/** `0000` and the 12 rightmost PAN digits without the check digit, zero-padded on the left. */
export function panField(pan: string): string {
  return `0000${pan.slice(0, -1).slice(-12).padStart(12, '0')}`;
}

function xorHex(a: string, b: string): string {
  return Array.from(a, (digit, index) => (parseInt(digit, 16) ^ parseInt(b[index]!, 16)).toString(16)).join('').toUpperCase();
}

/** The clear PIN block of ISO 9564-1, or the input that is wrong. */
export function clearPinBlock(input: PinBlockInput): ClearPinBlock | { problem: PinBlockProblem } {
  const { format, pin } = input;
  if (!isPinBlockFormat(format)) return { problem: 'format' };
  if (!isDigits(pin, MIN_PIN_LENGTH, MAX_PIN_LENGTH)) return { problem: 'pin' };
  const pan = input.pan ?? '';
  if (usesPan(format) && !isDigits(pan, 12, 19)) return { problem: 'pan' };
  const fill = (input.fill ?? (hasRandomFill(format) ? '' : 'F'.repeat(fillLength(pin)))).toUpperCase();
  if (fill.length !== fillLength(pin) || !FILL_ALPHABET[format].test(fill)) return { problem: 'fill' };
  const pinField = `${format}${pin.length.toString(16).toUpperCase()}${pin}${fill}`;
  if (!usesPan(format)) return { pinField, fill, clear: pinField };
  const field = panField(pan);
  return { pinField, panField: field, fill, clear: xorHex(pinField, field) };
}

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
const bytesHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('').toUpperCase();

/** A Triple DES key as hex: 32 digits (two keys, K3 = K1) or 48 (three keys). */
export const isTdesKey = (key: string) => /^([0-9A-Fa-f]{32}|[0-9A-Fa-f]{48})$/.test(key);

/** The clear block enciphered with TDEA under `key` (hex), as 16 upper-case hex digits. */
export function encryptPinBlock(clear: string, key: string): string {
  return bytesHex(tdesEncryptBlock(hexBytes(key), hexBytes(clear)));
}

export function decryptPinBlock(encrypted: string, key: string): string {
  return bytesHex(tdesDecryptBlock(hexBytes(key), hexBytes(encrypted)));
}

/** Both blocks, or the input that is wrong. */
export function pinBlock(input: PinBlockInput & { key: string }): PinBlock | { problem: PinBlockProblem } {
  if (!isTdesKey(input.key)) return { problem: 'key' };
  const clear = clearPinBlock(input);
  if ('problem' in clear) return clear;
  return { ...clear, encrypted: encryptPinBlock(clear.clear, input.key) };
}

/** What the receiver reads back from a clear block (its PAN for formats 0 and 3): format, PIN and fill. */
export function readClearPinBlock(clear: string, pan = ''): { format: PinBlockFormat; pin: string; fill: string } | undefined {
  const format = Number(clear[0]);
  if (!isPinBlockFormat(format) || !/^[0-9A-F]{16}$/.test(clear)) return undefined;
  const pinField = usesPan(format) ? xorHex(clear, panField(pan)) : clear;
  const length = parseInt(pinField[1]!, 16);
  if (length < MIN_PIN_LENGTH || length > MAX_PIN_LENGTH) return undefined;
  return { format, pin: pinField.slice(2, 2 + length), fill: pinField.slice(2 + length) };
}

/**
 * A fill for formats 1 and 3 from random bytes (`random(n)` gives n of them: Web Crypto in the
 * browser). Format 3 digits are `A` to `F`: bytes of 252 and above are drawn again, so each of
 * the six is equally likely.
 */
export function randomFill(format: PinBlockFormat, pin: string, random: (count: number) => Uint8Array): string {
  const length = Math.max(0, fillLength(pin));
  if (!hasRandomFill(format)) return 'F'.repeat(length);
  let fill = '';
  while (fill.length < length) {
    for (const byte of random(length)) {
      if (fill.length === length) break;
      if (format === 1) fill += (byte & 0x0f).toString(16).toUpperCase();
      else if (byte < 252) fill += (10 + (byte % 6)).toString(16).toUpperCase();
    }
  }
  return fill;
}
