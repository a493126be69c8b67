import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// Vite config of the public site (React Router framework mode). The back office has its own in renderer/.
// Both dev servers run in one process (npm run dev), so each needs its own cacheDir and HMR port.
export default defineConfig({
  plugins: [reactRouter()],
  cacheDir: 'node_modules/.vite-site',
  resolve: {
    // Mirrors tsconfig.json "paths".
    alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) },
  },
  server: { hmr: { port: 24678 } },
});
