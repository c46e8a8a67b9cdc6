/**
 * MD4 (RFC 1320). NTLM's NT hash is MD4 of the UTF-16LE password, and Node's OpenSSL 3 build no longer offers md4
 * (`createHash('md4')` throws "unsupported"), so this is the whole algorithm: it is small and fully specified.
 */
export function md4(data: Uint8Array): Buffer {
  // Padding as in RFC 1320 §3.1-3.2: 0x80, zeros up to 56 mod 64, then the bit length as a 64-bit little-endian.
  const length = Math.ceil((data.length + 9) / 64) * 64;
  const block = Buffer.alloc(length);
  block.set(data);
  block[data.length] = 0x80;
  block.writeUInt32LE((data.length * 8) >>> 0, length - 8);
  block.writeUInt32LE(Math.floor(data.length / 0x20000000), length - 4);

  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  const x = new Array<number>(16);
  for (let offset = 0; offset < length; offset += 64) {
    for (let i = 0; i < 16; i++) x[i] = block.readUInt32LE(offset + i * 4);
    let [a, b, c, d] = state as [number, number, number, number];
    for (const round of rounds) {
      for (let i = 0; i < 16; i++) {
        const t = (a + round.f(b, c, d) + x[round.order[i]!]! + round.constant) >>> 0;
        const shift = round.shifts[i % 4]!;
        // [abcd k s], [dabc k s], [cdab k s], [bcda k s]: rotate the registers instead of naming them.
        [a, b, c, d] = [d, ((t << shift) | (t >>> (32 - shift))) >>> 0, b, c];
      }
    }
    state[0] = (state[0]! + a) >>> 0;
    state[1] = (state[1]! + b) >>> 0;
    state[2] = (state[2]! + c) >>> 0;
    state[3] = (state[3]! + d) >>> 0;
  }
  const out = Buffer.alloc(16);
  state.forEach((word, i) => out.writeUInt32LE(word, i * 4));
  return out;
}

const rounds = [
  {
    f: (x: number, y: number, z: number) => (x & y) | (~x & z),
    order: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    shifts: [3, 7, 11, 19],
    constant: 0,
  },
  {
    f: (x: number, y: number, z: number) => (x & y) | (x & z) | (y & z),
    order: [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15],
    shifts: [3, 5, 9, 13],
    constant: 0x5a827999,
  },
  {
    f: (x: number, y: number, z: number) => x ^ y ^ z,
    order: [0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15],
    shifts: [3, 9, 11, 15],
    constant: 0x6ed9eba1,
  },
];
