import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeros, search, sha256 } from './pow';
import { solveChallenge } from './solve-challenge';

const hex = (h: Uint32Array) => Array.from(h, (w) => w.toString(16).padStart(8, '0')).join('');

describe('the proof of work', () => {
  it('hashes as SHA-256 does, one block and two', () => {
    for (const text of ['', 'abc', '3f2a9c0d'.repeat(4) + '123456', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(130)]) {
      expect(hex(sha256(text))).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  it('finds the nonce the server checks: the first with enough zero bits', () => {
    const challenge = '00112233445566778899aabbccddeeff';
    const nonce = search(challenge, 12, 0, 1_000_000);
    expect(nonce).not.toBeNull();
    const digest = createHash('sha256').update(challenge + nonce).digest();
    expect(digest[0]).toBe(0);
    expect(digest[1] >> 4).toBe(0);
    expect(leadingZeros(sha256(challenge + nonce))).toBeGreaterThanOrEqual(12);
    for (let n = 0; n < Number(nonce); n++) expect(leadingZeros(sha256(challenge + n))).toBeLessThan(12);
  });

  it('solves a challenge on the page when there are no workers, reporting progress', async () => {
    const shares: number[] = [];
    const proof = await solveChallenge(
      { challenge: 'ffeeddccbbaa99887766554433221100', bits: 14, expires_at: '' },
      (s) => shares.push(s),
    );
    expect(leadingZeros(sha256(proof.challenge + proof.nonce))).toBeGreaterThanOrEqual(14);
    expect(shares.every((s) => s > 0 && s < 1)).toBe(true);
  });
});
