/**
 * `npm run dev`: the whole server with hot reload. Two Vite dev servers run inside it in middleware
 * mode: the public site's (vite.config.ts, React Router) and the back office's
 * (renderer/vite.config.ts, at /admin/). Each has its own cacheDir and HMR port (see their configs).
 * tsx watch restarts the process when server code changes; Vite reloads the browser side.
 */
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { createApp, firstStartLines, type VitrineApp } from './app';
import { loadConfigOrExit } from './core/config';

const projectDir = path.resolve(import.meta.dirname, '../..');

/**
 * The server's Content-Security-Policy allows inline scripts only with the response's nonce, and Vite's
 * dev index.html of the back office has one (React Refresh's preamble). Vite marks its tags with a
 * placeholder nonce (html.cspNonce); this swaps in the nonce of the response (res.locals.cspNonce).
 */
const DEV_NONCE_PLACEHOLDER = 'vitrine-dev-csp-nonce';

function perRequestCspNonce(): Plugin {
  return {
    name: 'vitrine:per-request-csp-nonce',
    configureServer(server) {
      server.middlewares.use((_req, res: ServerResponse & { locals?: { cspNonce?: unknown } }, next) => {
        const nonce = res.locals?.cspNonce;
        if (typeof nonce === 'string') {
          res.end = new Proxy(res.end, {
            apply(end, self, args: unknown[]) {
              const [body] = args;
              const text =
                typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : null;
              if (text?.includes(DEV_NONCE_PLACEHOLDER)) {
                args[0] = text.replaceAll(DEV_NONCE_PLACEHOLDER, nonce);
                if (!res.headersSent) res.setHeader('Content-Length', Buffer.byteLength(String(args[0])));
              }
              return Reflect.apply(end, self, args);
            },
          });
        }
        next();
      });
    },
  };
}

async function main() {
  const config = loadConfigOrExit();

  const viteServers: ViteDevServer[] = [];
  let app: VitrineApp | null = null;
  let stopping = false;
  // tsx watch restarts by signal: the HMR ports must be free before the next process starts.
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await app?.close().catch((error: unknown) => console.error(error));
    await Promise.all(viteServers.map((vite) => vite.close().catch(() => undefined)));
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    const webDev = await createServer({
      root: projectDir,
      configFile: path.join(projectDir, 'vite.config.ts'),
      server: { middlewareMode: true },
      appType: 'custom',
    });
    viteServers.push(webDev);
    const adminDev = await createServer({
      configFile: path.join(projectDir, 'renderer/vite.config.ts'),
      base: '/admin/',
      server: { middlewareMode: true },
      appType: 'spa',
      html: { cspNonce: DEV_NONCE_PLACEHOLDER },
      plugins: [perRequestCspNonce()],
    });
    viteServers.push(adminDev);

    app = await createApp(config, { webDev, adminDev });
    const { url } = await app.listen();
    console.log(`Vitrine is ready at ${url} (development: the site and /admin reload as you edit)`);
    for (const line of firstStartLines(app, url)) console.log(line);
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await stop(1);
  }
}

void main();
