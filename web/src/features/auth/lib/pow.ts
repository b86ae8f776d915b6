// The proof of work send-otp may ask for (issue 46): find a nonce such that
// SHA-256(challenge ‖ nonce) starts with `bits` zero bits, counting nonces
// up in decimal as the server's reference solver does. A plain SHA-256 is
// written here because crypto.subtle.digest is a promise per hash: a
// million of them would take a phone minutes, this loop a few seconds.

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
  0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
  0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const w = new Uint32Array(64);
const IV = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

/** compress runs SHA-256's compression of the 16 words of m from offset o into h. */
function compress(h: Uint32Array, m: Uint32Array, o: number): void {
  for (let i = 0; i < 16; i++) w[i] = m[o + i];
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15], y = w[i - 2];
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
  }
  let a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
  for (let i = 0; i < 64; i++) {
    const t1 = (hh + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
    const t2 = ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    hh = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
  }
  h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
}

/** sha256 returns the digest of ASCII text (challenges and nonces are ASCII) as eight big-endian words. */
export function sha256(text: string): Uint32Array {
  const n = text.length;
  const blocks = ((n + 8) >> 6) + 1;
  const m = new Uint32Array(blocks * 16);
  for (let i = 0; i < n; i++) m[i >> 2] |= (text.charCodeAt(i) & 0xff) << (24 - (i & 3) * 8);
  m[n >> 2] |= 0x80 << (24 - (n & 3) * 8);
  m[blocks * 16 - 1] = n * 8;
  const h = new Uint32Array(IV);
  for (let b = 0; b < blocks; b++) compress(h, m, b * 16);
  return h;
}

/** leadingZeros counts a digest's leading zero bits. */
export function leadingZeros(h: Uint32Array): number {
  let z = 0;
  for (const word of h) {
    if (word !== 0) return z + Math.clz32(word);
    z += 32;
  }
  return z;
}

/**
 * search tries count nonces from start; it returns the first that answers
 * the challenge, or null when none of them does. Challenge and nonce fit
 * one 64-byte block, which is filled in place for each nonce: no text is
 * built and nothing allocated per hash.
 */
export function search(challenge: string, bits: number, start: number, count: number): string | null {
  const c = challenge.length;
  if (c + 16 + 9 > 64) {
    for (let n = start; n < start + count; n++) if (leadingZeros(sha256(challenge + n)) >= bits) return String(n);
    return null;
  }
  const bytes = new Uint8Array(64);
  for (let i = 0; i < c; i++) bytes[i] = challenge.charCodeAt(i) & 0xff;
  const m = new Uint32Array(16);
  const h = new Uint32Array(8);
  for (let n = start; n < start + count; n++) {
    const nonce = String(n);
    let len = c;
    for (let i = 0; i < nonce.length; i++) bytes[len++] = nonce.charCodeAt(i);
    bytes[len] = 0x80;
    bytes.fill(0, len + 1, 60);
    const bitsLen = len * 8;
    bytes[60] = bitsLen >>> 24; bytes[61] = bitsLen >>> 16; bytes[62] = bitsLen >>> 8; bytes[63] = bitsLen;
    for (let i = 0; i < 16; i++) m[i] = (bytes[4 * i] << 24) | (bytes[4 * i + 1] << 16) | (bytes[4 * i + 2] << 8) | bytes[4 * i + 3];
    h.set(IV);
    compress(h, m, 0);
    if (leadingZeros(h) >= bits) return nonce;
  }
  return null;
}
