// Builds the reference web client into web/dist (`npm run build:web`); the local runtime serves it
// at / and infra/ deploys it to S3 + CloudFront. The entry script and its CSS are written into
// index.html (inline-entry.ts): a round trip less before a phone can draw the page.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { inlineEntryPlugin } from './inline-entry.js';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [inlineEntryPlugin()],
  // The polyfill adds a module to the entry for browsers without <link rel="modulepreload">; the
  // screens loaded on demand are single files, so there is nothing to preload.
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false, reportCompressedSize: false, modulePreload: { polyfill: false } },
  logLevel: 'warn',
});
