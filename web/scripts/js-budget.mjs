// Measures the compressed JavaScript the home page needs before its first
// render: the entry chunk, the home route chunk and everything they import
// statically (dynamic imports are left out). Fails above the budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const budgetKB = Number(process.argv[2] ?? 170);

const seen = new Set();
function walk(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) walk(dep);
}
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
walk(entry);
walk('src/features/home/routes/home-page.tsx');

let total = 0;
for (const key of seen) {
  const file = manifest[key].file;
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzip JS before the home page's first render (budget ${budgetKB} KB)`);
if (total / 1024 > budgetKB) process.exit(1);
