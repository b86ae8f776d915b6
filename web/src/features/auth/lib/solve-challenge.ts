import type { Challenge, ChallengeProof } from '@/lib/api-types';
import { search } from './pow';

/**
 * solveChallenge answers a send-otp challenge, in a Web Worker when the
 * browser has them (the page stays responsive), else on the page in small
 * batches that yield between them. onProgress gets the share of the
 * expected work done, 0 to just under 1 (the answer may come later than
 * expected: it is a lottery). Loaded only when a challenge arrives.
 */
export function solveChallenge(ch: Challenge, onProgress: (share: number) => void, signal?: AbortSignal): Promise<ChallengeProof> {
  const expected = 2 ** ch.bits;
  const report = (tried: number) => onProgress(Math.min(tried / expected, 0.99));
  if (typeof Worker === 'undefined') return solveHere(ch, report, signal);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pow-worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(new DOMException('aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (e: MessageEvent<{ nonce?: string; tried?: number }>) => {
      if (e.data.nonce !== undefined) {
        worker.terminate();
        signal?.removeEventListener('abort', stop);
        resolve({ challenge: ch.challenge, nonce: e.data.nonce });
      } else if (e.data.tried !== undefined) {
        report(e.data.tried);
      }
    };
    worker.onerror = () => {
      // A worker the page may not start (a strict policy): do it here.
      worker.terminate();
      signal?.removeEventListener('abort', stop);
      solveHere(ch, report, signal).then(resolve, reject);
    };
    worker.postMessage({ challenge: ch.challenge, bits: ch.bits });
  });
}

/** solveHere searches on the page, 5,000 nonces at a time between yields. */
async function solveHere(ch: Challenge, report: (tried: number) => void, signal?: AbortSignal): Promise<ChallengeProof> {
  const batch = 5_000;
  for (let start = 0; ; start += batch) {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const nonce = search(ch.challenge, ch.bits, start, batch);
    if (nonce !== null) return { challenge: ch.challenge, nonce };
    report(start + batch);
    await new Promise((r) => setTimeout(r, 0));
  }
}
