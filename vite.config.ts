import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * The browser's bundles get an inert stand-in for zod (site-server/src/core/site/zod-browser-stub.ts
 * says why); the server's build keeps the real one.
 */
function zodOnTheServerOnly(): Plugin {
  const stub = fileURLToPath(new URL('./site-server/src/core/site/zod-browser-stub.ts', import.meta.url));
  return {
    name: 'vitrine:zod-on-the-server-only',
    enforce: 'pre',
    apply: 'build',
    resolveId(id) {
      if (id === 'zod' && this.environment.name === 'client') return stub;
      return null;
    },
  };
}

// Vite config of the public site (React Router framework mode). The back office has its own in renderer/.
// Both dev servers run in one process (npm run dev), so each needs its own cacheDir and HMR port.
export default defineConfig({
  plugins: [reactRouter(), zodOnTheServerOnly()],
  cacheDir: 'node_modules/.vite-site',
  resolve: {
    // Mirrors tsconfig.json "paths".
    alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) },
  },
  server: { hmr: { port: 24678 } },
});
