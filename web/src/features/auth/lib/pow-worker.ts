// The proof-of-work search off the page's thread: the sign-in page stays
// responsive while a phone works for a few seconds. It reports how many
// nonces it tried every batch, and the answer at the end.
import { search } from './pow';

/** One batch: a few milliseconds on a phone, so progress moves smoothly. */
const BATCH = 20_000;

self.onmessage = (e: MessageEvent<{ challenge: string; bits: number }>) => {
  const { challenge, bits } = e.data;
  for (let start = 0; ; start += BATCH) {
    const nonce = search(challenge, bits, start, BATCH);
    if (nonce !== null) {
      self.postMessage({ nonce });
      return;
    }
    self.postMessage({ tried: start + BATCH });
  }
};
