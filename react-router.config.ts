import type { Config } from '@react-router/dev/config';

// The public site: server-rendered by site-server (see site-server/src/core/http/web-app.ts), hydrated in the browser.
export default {
  appDirectory: 'site-server/src',
  buildDirectory: 'dist/web',
  ssr: true,
  // React Router v8 changes, decided one by one (explicit values also keep the build log quiet):
  future: {
    // Loaders read the server's services from the AppLoadContext; middleware would replace it.
    v8_middleware: false,
    v8_splitRouteModules: true,
    // The dev server loads the server build with vite.ssrLoadModule (site-server/src/dev.ts).
    v8_viteEnvironmentApi: false,
    // Keep the request URLs and data-request paths (/fr/aboutus.data, /_root.data) the server's language detection reads.
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
