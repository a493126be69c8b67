import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const rendererDir = fileURLToPath(new URL('.', import.meta.url));
const projectDir = fileURLToPath(new URL('..', import.meta.url));
// Where a standalone `vite --config renderer/vite.config.ts` forwards API calls (the running site-server).
const apiTarget = process.env.VITRINE_API_URL ?? 'http://127.0.0.1:8069';

export default defineConfig({
  root: rendererDir,
  base: '/admin/',
  plugins: [react()],
  // Its own cache and HMR port: it runs in the same process as the public site's Vite dev server.
  cacheDir: `${projectDir}node_modules/.vite-admin`,
  resolve: { alias: { '@shared': `${projectDir}shared` } },
  server: {
    hmr: { port: 24679 },
    proxy: {
      '/api': apiTarget,
      '/web': apiTarget,
    },
  },
  build: {
    outDir: `${projectDir}dist/admin`,
    emptyOutDir: true,
    // React, react-router and the Mantine parts of the shell load on every screen (about 160 kB
    // gzipped); each screen's own code is split off by the lazy routes of navigation.ts. The largest
    // chunk is apexcharts (about 600 kB), loaded only by the screens that draw charts.
    chunkSizeWarningLimit: 700,
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
