import { execFileSync } from 'node:child_process';

/** grantRole makes phone a staff member with the binary's own command, as an operator would. */
export function grantRole(phone: string, role: 'owner' | 'editor' | 'sales') {
  const db = process.env.E2E_DB;
  if (!db) throw new Error('E2E_DB is not set: the back-office tests need the server started by playwright.config.ts');
  execFileSync('../bin/garihaat', ['staff', 'grant', phone, '--role', role, '--db', db], { stdio: 'pipe' });
}
