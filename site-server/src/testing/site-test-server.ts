import path from 'node:path';
import { createServer } from 'vite';
import { inject } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

const projectDir = path.resolve(import.meta.dirname, '../../..');

/**
 * The real server with the public site rendered through Vite's dev server, so page tests need no
 * build (e2e/ covers the production build). `viteCacheDir` gives a test file its own dependency
 * cache when it must not share one with the others running beside it.
 */
export async function startSiteTestServer(
  options: TestServerOptions & { viteCacheDir?: string } = {},
): Promise<TestServer> {
  if (!inject('siteDevServerProject')) {
    throw new Error(
      'This test file starts the Vite dev server: list it in siteDevServerTests (vitest.config.ts) so it runs one at a time.',
    );
  }
  const { viteCacheDir, ...serverOptions } = options;
  const vite = await createServer({
    root: projectDir,
    configFile: path.join(projectDir, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'silent',
    ...(viteCacheDir ? { cacheDir: path.join(projectDir, viteCacheDir) } : {}),
  });
  try {
    const server = await startTestServer({
      ...serverOptions,
      appOptions: { ...serverOptions.appOptions, webDev: vite },
    });
    return {
      ...server,
      async close() {
        await server.close();
        await vite.close();
      },
    };
  } catch (error) {
    await vite.close();
    throw error;
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set only in the vitest project whose files may start the site's Vite dev server. */
    siteDevServerProject: boolean;
  }
}
