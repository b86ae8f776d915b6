import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const oxlint = resolve('node_modules/.bin/oxlint');
const config = resolve('.oxlintrc.json');

/** lints one file at path (as if in web/) importing from; true when the linter refuses it. */
function refused(path: string, from: string, dynamic = false): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  try {
    copyFileSync(config, join(dir, '.oxlintrc.json'));
    mkdirSync(join(dir, dirname(path)), { recursive: true });
    const body = dynamic ? `export const y = () => import('${from}');\n` : `import { x } from '${from}';\nexport const y = x;\n`;
    writeFileSync(join(dir, path), body);
    try {
      execFileSync(oxlint, ['-c', '.oxlintrc.json', path], { cwd: dir, stdio: 'pipe' });
      return false;
    } catch {
      return true;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The web app's layout rules (.oxlintrc.json), enforced by `npm run lint`.
describe('import boundaries', () => {
  it('features never import each other', () => {
    expect(refused('src/features/home/a.ts', '@/features/vehicle/lib/x')).toBe(true);
    expect(refused('src/features/home/hooks/a.ts', '../../catalogue/lib/filters')).toBe(true);
    expect(refused('src/features/home/a.ts', '@/features/home/hooks/use-autoplay')).toBe(false);
    expect(refused('src/features/home/a.ts', '@/components/page-title')).toBe(false);
  });
  it('shared code never imports a feature or the app shell', () => {
    expect(refused('src/lib/a.ts', '@/features/home/x')).toBe(true);
    expect(refused('src/components/a.tsx', '@/app/router')).toBe(true);
    expect(refused('src/lib/a.ts', '@/lib/format')).toBe(false);
  });
  it('nothing public imports the back office, not even lazily, but the router', () => {
    expect(refused('src/features/vehicle/a.ts', '@/features/admin/lib/zod')).toBe(true);
    expect(refused('src/components/a.ts', '@/features/admin/routes/admin-app', true)).toBe(true);
    expect(refused('src/app/layouts/a.ts', '@/features/admin/routes/admin-app')).toBe(true);
    expect(refused('src/app/router.tsx', '@/features/admin/routes/admin-app', true)).toBe(false);
    expect(refused('src/features/admin/a.ts', '@/features/admin/lib/zod')).toBe(false);
  });
});
