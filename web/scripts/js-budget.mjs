// Measures the compressed JavaScript each first page (home, list, vehicle)
// runs before its first render: the entry chunk and every chunk it imports
// (early-start.js modulepreloads them all), and the page's route chunk with
// what it imports statically (dynamic imports are left out). Fails when the
// largest of the three is above the budget, or when code the first render
// does not need (the menu, the compare tray, selling, the calculator, saved
// searches, the back office) is pulled in statically instead of on demand.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const budgetKB = Number(process.argv[2] ?? 170);

const pages = {
  home: 'src/features/home/routes/home-page.tsx',
  list: 'src/features/catalogue/routes/vehicle-list-page.tsx',
  vehicle: 'src/features/vehicle/routes/vehicle-page.tsx',
};
// Each must be a chunk of its own, loaded after the first render or when asked for.
const onDemand = [
  'src/features/shell/components/mobile-menu.tsx',
  'src/features/shell/components/compare-tray.tsx',
  'src/features/sell/routes/sell-page.tsx',
  'src/features/vehicle/components/installment-calculator.tsx',
  'src/features/account/routes/saved-searches-page.tsx',
  'src/features/admin/routes/admin-app.tsx',
];

function walk(key, seen) {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`js-budget: ${key} is not in the build's manifest`);
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) walk(dep, seen);
  return seen;
}

const gz = new Map();
const size = (key) => {
  const file = manifest[key].file;
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};
const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} KB`;

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const shared = walk(entry, new Set());
let failed = false;
let largest = 0;
for (const key of shared) console.log(`${kb(size(key))}  ${manifest[key].file}`);
const sharedTotal = [...shared].reduce((n, key) => n + size(key), 0);
console.log(`${kb(sharedTotal)}  entry and what it imports (every page)`);
for (const [name, route] of Object.entries(pages)) {
  const seen = walk(route, new Set(shared));
  const own = [...seen].filter((k) => !shared.has(k));
  const total = sharedTotal + own.reduce((n, key) => n + size(key), 0);
  largest = Math.max(largest, total);
  console.log(`${kb(total)}  ${name}: + ${own.map((k) => manifest[k].file.replace('assets/', '')).join(', ')}`);
  for (const key of onDemand) {
    if (seen.has(key)) {
      console.error(`js-budget: ${key} is loaded before the ${name} page's first render`);
      failed = true;
    }
  }
}
for (const key of onDemand) {
  if (!manifest[key]?.isDynamicEntry) {
    console.error(`js-budget: ${key} is not a chunk loaded on demand (bundled into another)`);
    failed = true;
  }
}
console.log(`${kb(largest)}  largest gzip JS before a first page's first render (budget ${budgetKB} KB)`);
if (largest / 1024 > budgetKB || failed) process.exit(1);
