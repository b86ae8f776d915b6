import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Port the e2e server listens on. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18081);

/**
 * SERVER_LOG is where the e2e server's stdout and stderr go; with
 * --sms console the one-time sign-in codes appear there.
 */
export const SERVER_LOG = fileURLToPath(new URL('../test-results/server.log', import.meta.url));

/** serverLog returns the server output so far. */
export function serverLog(): string {
  try {
    return readFileSync(SERVER_LOG, 'utf8');
  } catch {
    return '';
  }
}
