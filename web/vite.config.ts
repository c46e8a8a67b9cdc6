import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const commonSrc = fileURLToPath(new URL('../common/src/index.ts', import.meta.url));

export default defineConfig({
  base: '/',
  plugins: [react(), tailwindcss()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: { alias: { '@opsdeck/common': commonSrc } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/web/bundle-size.mjs reads the manifest to size the initial JS of a route.
    manifest: true,
    sourcemap: false,
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
