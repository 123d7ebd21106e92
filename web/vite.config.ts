// Builds the reference web client into web/dist (`npm run build:web`); the local runtime serves it
// at / and infra/ deploys it to S3 + CloudFront.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false, reportCompressedSize: false },
  logLevel: 'warn',
});
