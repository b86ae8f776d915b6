import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, SERVER_LOG } from './e2e/server';

// The e2e suite runs against the real binary with a fresh demo database.
const bin = '../bin/garihaat';
const dbDir = mkdtempSync(join(tmpdir(), 'garihaat-e2e-'));
// The back-office journey grants a staff role with the binary's own
// command, on the same database the server uses (e2e/staff.ts).
process.env.E2E_DB ??= join(dbDir, 'e2e.db');
mkdirSync('test-results', { recursive: true });

// Console SMS (codes in the server log) once the binary supports --sms.
let sms = '';
try {
  const help = execFileSync(bin, ['serve', '--help'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (help.includes('-sms')) sms = ' --sms console';
} catch (err) {
  const e = err as { stdout?: string; stderr?: string };
  if (`${e.stdout ?? ''}${e.stderr ?? ''}`.includes('-sms')) sms = ' --sms console';
}

// E2E_BASE_URL points the suite at an already running site (e.g. vite preview
// proxying to a dev binary) instead of starting the binary.
const external = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  // Generous waits: CI shares two cores with builds and benchmarks. These are
  // not performance thresholds, only how long to wait for the UI to settle.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: external ?? `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    // The service worker answers from its caches, where page.route (the
    // slow and failing API journeys) cannot reach: off everywhere except
    // the offline journey, which asks for it (e2e/offline.spec.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: external
    ? undefined
    : {
        command: `sh -c '${bin} serve --addr 127.0.0.1:${E2E_PORT} --db ${process.env.E2E_DB} --demo${sms} --alert-hours 0-24 --alert-every 2s --trusted-proxies 127.0.0.1/32 > ${SERVER_LOG} 2>&1'`,
        url: `http://127.0.0.1:${E2E_PORT}/api/v1/get-faqs`,
        reuseExistingServer: false,
        timeout: 60_000,
      },
});
