/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The dev server proxies the API and media to a locally running binary
// (bin/garihaat serve --addr 127.0.0.1:8080 --demo).
const backend = process.env.GARIHAAT_BACKEND ?? 'http://127.0.0.1:8080';

/**
 * preloadHome adds to index.html a preload of the first hero image (a hashed
 * asset) and modulepreloads of the home route's chunks, so the landing
 * page's largest image and code start loading with the HTML instead of
 * after the entry script has run.
 */
function preloadHome(
  source = 'src/features/home/assets/hero-1.svg',
  homeRoute = 'src/features/home/routes/home-page.tsx',
): Plugin {
  return {
    name: 'garihaat-preload-home',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const asset = Object.values(ctx.bundle ?? {}).find(
          (o) => o.type === 'asset' && (o.originalFileNames ?? []).some((n) => n.endsWith(source)),
        );
        const tags: HtmlTagDescriptor[] = [];
        if (asset) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'preload', as: 'image', href: `/${asset.fileName}`, fetchpriority: 'high', type: 'image/svg+xml' },
            injectTo: 'head',
          });
        }
        // The home route's code (a lazy chunk) would otherwise wait for the
        // entry to run; preloading it breaks that chain for the landing page.
        const chunks = Object.values(ctx.bundle ?? {}).filter((o) => o.type === 'chunk');
        const home = chunks.find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(homeRoute));
        if (home && home.type === 'chunk') {
          const already = new Set<string>();
          for (const c of chunks) {
            if (c.type !== 'chunk' || !c.isEntry) continue;
            already.add(c.fileName);
            c.imports.forEach((f) => already.add(f));
          }
          for (const file of [home.fileName, ...home.imports]) {
            if (already.has(file)) continue;
            tags.push({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' });
          }
        }
        return tags;
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

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadHome(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
});
