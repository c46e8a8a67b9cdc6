/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) from an otpauth:// URI, as an authenticator app computes it. */
import { createHmac } from 'node:crypto';

function base32(s: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of s.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

export function totpFromUri(uri: string, now = Date.now()): string {
  const secret = new URL(uri).searchParams.get('secret')!;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const h = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = h[h.length - 1]! & 0xf;
  return String((h.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
