/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import { FIRST_PAGES } from './src/lib/constants.gen';

// The dev server proxies the API and media to a locally running binary
// (bin/garihaat serve --addr 127.0.0.1:8080 --demo).
const backend = process.env.GARIHAAT_BACKEND ?? 'http://127.0.0.1:8080';

/**
 * earlyStart inlines src/app/early-start.js into index.html with the file
 * names of this build: the entry script and what it imports (taken out of
 * the HTML: the script starts them after the first paint), per first page
 * (home, list, vehicle) the lazy route chunks it needs and its path (the
 * server's FIRST_PAGES, so early-start.js matches what the server routes),
 * and the home hero.
 */
function earlyStart(
  routeModules: Record<keyof typeof FIRST_PAGES, string> = {
    home: 'src/features/home/routes/home-page.tsx',
    list: 'src/features/catalogue/routes/vehicle-list-page.tsx',
    vehicle: 'src/features/vehicle/routes/vehicle-page.tsx',
  },
  heroImage = 'src/features/home/assets/hero-1.svg',
): Plugin {
  return {
    name: 'garihaat-early-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const outputs = Object.values(ctx.bundle ?? {});
        const asset = (suffix: string) => {
          const o = outputs.find(
            (o) => o.type === 'asset' && [...(o.originalFileNames ?? []), o.fileName].some((n) => n.endsWith(suffix)),
          );
          return o ? `/${o.fileName}` : undefined;
        };
        const entry = outputs.find((o) => o.type === 'chunk' && o.isEntry);
        if (!entry || entry.type !== 'chunk') throw new Error('earlyStart: no entry chunk');
        // The entry's tags leave the HTML; the script adds them itself.
        const tags = [
          `<script type="module" crossorigin src="/${entry.fileName}"></script>`,
          ...entry.imports.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ];
        for (const tag of tags) {
          if (!html.includes(tag)) throw new Error(`earlyStart: index.html lacks ${tag}`);
          html = html.replace(tag, '');
        }
        const inHtml = new Set([entry.fileName, ...entry.imports]);
        const routes: Record<string, unknown> = {
          entry: { script: `/${entry.fileName}`, imports: entry.imports.map((f) => `/${f}`) },
        };
        for (const [name, id] of Object.entries(routeModules) as [keyof typeof FIRST_PAGES, string][]) {
          const chunk = outputs.find((o) => o.type === 'chunk' && o.facadeModuleId?.endsWith(id));
          if (!chunk || chunk.type !== 'chunk') throw new Error(`earlyStart: no chunk for ${id}`);
          const chunks = [chunk.fileName, ...chunk.imports].filter((f) => !inHtml.has(f)).map((f) => `/${f}`);
          routes[name] = { chunks, image: name === 'home' ? asset(heroImage) : undefined, path: FIRST_PAGES[name] };
        }
        const source = readFileSync(fileURLToPath(new URL('./src/app/early-start.js', import.meta.url)), 'utf8');
        const script = source
          .replace(/^\s*\/\/.*\n/gm, '')
          .replace(/^\s+/gm, '')
          .replace('__GARIHAAT_ROUTES__', JSON.stringify(routes));
        // Before the app's stylesheet (the one the build links, not the
        // <noscript> one): an inline script after a stylesheet waits for it.
        const sheet = '<link rel="stylesheet" crossorigin';
        if (!html.includes(sheet)) throw new Error(`earlyStart: index.html lacks ${sheet}`);
        return html.replace(sheet, `<script>${script}</script>\n    ${sheet}`);
      },
    },
  };
}

/**
 * precompress writes a .br and a .gz beside every compressible file of the
 * build, at the strongest settings: compressed once here, served as they are
 * by the binary (brotli is about a fifth smaller than gzip for our JS).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'garihaat-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|html|txt|json)$/.test(file) || file.includes('/.vite/')) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * shellOnly keeps in the service worker's precache what the site needs to
 * open offline: the page shell, the entry script and everything it
 * imports, the buyer's first pages (home, list, vehicle, the saved list
 * and its account frame, My offers) with theirs, the frame's parts loaded after the
 * first render (menu, compare tray), the stylesheet and the two fonts.
 * The other routes' files (the back office, selling) are cached when
 * first opened: installing costs a phone the site's core, not all of it.
 */
function shellOnly(
  routeModules = [
    'index.html',
    'src/features/home/routes/home-page.tsx',
    'src/features/catalogue/routes/vehicle-list-page.tsx',
    'src/features/vehicle/routes/vehicle-page.tsx',
    'src/features/account/routes/account-layout.tsx',
    'src/features/account/routes/saved-list-page.tsx',
    // My offers: a buyer checks it on the road; offline it must open and
    // say it is offline rather than go white (issue 50).
    'src/features/account/routes/offer-list-page.tsx',
    // Parts of every page's frame loaded after the first render (the menu
    // must open offline too).
    'src/features/shell/components/mobile-menu.tsx',
    'src/features/shell/components/compare-tray.tsx',
  ],
) {
  const transform: ManifestTransform = async (entries) => {
    const dir = fileURLToPath(new URL('./dist/', import.meta.url));
    const manifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }> = JSON.parse(
      readFileSync(join(dir, '.vite/manifest.json'), 'utf8'),
    );
    const keep = new Set<string>();
    const visit = (key: string) => {
      const m = manifest[key];
      if (!m || keep.has(m.file)) return;
      keep.add(m.file);
      for (const c of m.css ?? []) keep.add(c);
      for (const i of m.imports ?? []) visit(i);
    };
    routeModules.forEach(visit);
    const kept = entries.filter(
      (e) => !e.url.startsWith('assets/') || keep.has(e.url) || /hind-siliguri-(bengali|latin)-400-normal/.test(e.url),
    );
    return { manifest: kept, warnings: [] };
  };
  return transform;
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    earlyStart(),
    // The web app manifest and the service worker (src/sw.ts, its caching
    // rules in one file); main.tsx registers it.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: 'গাড়িহাট — বাণিজ্যিক গাড়ির বাজার',
        short_name: 'গাড়িহাট',
        description: 'নতুন, রিকন্ডিশন্ড ও রিসেল বাণিজ্যিক গাড়ি: পিকআপ, বাস, ট্রাক, থ্রি-হুইলার।',
        lang: 'bn',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#022c22',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['index.html', 'favicon.svg', 'icons/icon-192.png', 'assets/*.{js,css,woff2}'],
        manifestTransforms: [shellOnly()],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router's package exports only its development build, whose
      // dev warnings (ENABLE_DEV_WARNINGS) run their checks on every render.
      // The build takes its production twin (the same code with them off);
      // the dev server and tests keep the warnings.
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }]
        : []),
    ],
  },
  server: {
    proxy: {
      '/api': backend,
      '/media': backend,
    },
  },
  build: {
    target: 'es2022',
    // The hashed assets live under /assets/ so the server can cache them forever.
    assetsDir: 'assets',
    modulePreload: { polyfill: false },
    // Keep images out of the JS: every asset is its own hashed, cacheable file.
    assetsInlineLimit: 0,
    reportCompressedSize: true,
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
}));
