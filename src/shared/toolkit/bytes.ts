import { decodeBase64Safely } from '../text/safe-decode';

/** Bytes as the debugger shows them: lower-case hex, two digits a byte. */
export const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Undefined when `text` is not Base64 (standard alphabet, padding optional, spaces ignored). */
export function fromBase64(text: string): Uint8Array | undefined {
  const clean = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return undefined;
  const binary = decodeBase64Safely(clean.padEnd(Math.ceil(clean.length / 4) * 4, '='));
  return binary === undefined ? undefined : Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export const utf8 = (text: string) => new TextEncoder().encode(text);

export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export type DigestName = 'SHA-1' | 'SHA-256';

/** Web Crypto's digest, in the browser and in Node alike. */
export async function digest(algorithm: DigestName, data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest(algorithm, data as BufferSource));
}

export async function hmacSha256(key: string, data: Uint8Array): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey('raw', utf8(key) as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, data as BufferSource));
}
