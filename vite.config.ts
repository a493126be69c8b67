import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

import { tsImport } from 'tsx/esm/api';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * What the site's browser bundles get in place of a module the server uses; the server's build keeps
 * the real ones.
 *
 * - zod: an inert stand-in (site-server/src/core/site/zod-browser-stub.ts says why).
 * - React: Preact's React-compatible API. The server renders with React, the browser hydrates the same
 *   components with about 10 KB of gzipped JavaScript instead of 60 KB (issue 11, item 15: each public
 *   page under 80 KB). site-server/src/core/site/preact-document.ts adds what React does with the
 *   document and Preact does not; the site's components use only what preact/compat implements.
 * - React Router: the site's own browser runtime (site-server/src/core/site/client-runtime, issue 28 item
 *   3: each public page under 50 KB): the same components and hooks, with the browser's own navigation.
 * - The UI catalogs: catalogs.browser.ts, which loads only the page's language.
 */
const BROWSER_SUBSTITUTES: Record<string, string> = {
  zod: here('./site-server/src/core/site/zod-browser-stub.ts'),
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  'react-router': here('./site-server/src/core/site/client-runtime/index.ts'),
  'react-router/dom': here('./site-server/src/core/site/client-runtime/dom.ts'),
  [here('./shared/i18n/catalogs.ts')]: here('./shared/i18n/catalogs.browser.ts'),
};

function browserSubstitutes(): Plugin {
  return {
    name: 'vitrine:browser-substitutes',
    enforce: 'pre',
    apply: 'build',
    async resolveId(id, importer) {
      if (this.environment.name !== 'client') return null;
      if (id.endsWith('/catalogs')) {
        const resolved = await this.resolve(id, importer, { skipSelf: true });
        const substitute = resolved && BROWSER_SUBSTITUTES[resolved.id];
        return substitute ?? null;
      }
      const substitute = BROWSER_SUBSTITUTES[id];
      return substitute ? this.resolve(substitute, importer, { skipSelf: true }) : null;
    },
  };
}

type PageStrings = typeof import('./shared/i18n/page-strings');

/** The page strings of each language (the server's own texts left out), read once per build. */
let pageCatalogs: Promise<Record<string, Record<string, string>>> | undefined;
function loadPageCatalogs() {
  pageCatalogs ??= (async () => {
    const { pageStrings } = (await tsImport('./shared/i18n/page-strings.ts', import.meta.url)) as PageStrings;
    const { catalogs } = (await tsImport('./shared/i18n/catalogs.ts', import.meta.url)) as {
      catalogs: Record<string, Record<string, string>>;
    };
    return Object.fromEntries(
      Object.entries(catalogs).map(([lang, catalog]) => [lang, pageStrings(catalog)]),
    );
  })();
  return pageCatalogs;
}

/** The catalog files themselves name every key: scanning them would bring every part. */
const CATALOG_SOURCE = /[\\/]shared[\\/](i18n[\\/]|[^\\/]+[\\/]messages(\.\w+)?\.ts$)/;

/**
 * The site's browser build's UI strings (catalogs.browser.ts):
 * - `virtual:vitrine-catalog/<lang>`: a whole language (French, Spanish), loaded before a page in it shows;
 * - `virtual:vitrine-strings/<part>`: the English strings whose key starts with `<part>.`, added to the
 *   catalog when loaded. Each module of the site imports the parts it names (stringGroupsNamedIn), so a
 *   page carries its own features' English strings only (npm run bench:weight).
 */
function catalogModules(): Plugin {
  const catalogPrefix = 'virtual:vitrine-catalog/';
  const partPrefix = 'virtual:vitrine-strings/';
  let groups: Promise<{
    parts: Map<string, Record<string, string>>;
    named: PageStrings['stringGroupsNamedIn'];
  }>;
  const englishParts = () =>
    (groups ??= (async () => {
      const module = (await tsImport('./shared/i18n/page-strings.ts', import.meta.url)) as PageStrings;
      const parts = new Map<string, Record<string, string>>();
      for (const [key, text] of Object.entries((await loadPageCatalogs()).en_US!)) {
        const group = module.stringGroup(key);
        if (!parts.has(group)) parts.set(group, {});
        parts.get(group)![key] = text;
      }
      return { parts, named: module.stringGroupsNamedIn };
    })());
  return {
    name: 'vitrine:catalog-modules',
    resolveId: (id) => (id.startsWith(catalogPrefix) || id.startsWith(partPrefix) ? `\0${id}` : null),
    async load(id) {
      if (id.startsWith(`\0${catalogPrefix}`)) {
        const lang = id.slice(catalogPrefix.length + 1);
        const catalog = (await loadPageCatalogs())[lang];
        if (!catalog) throw new Error(`No UI catalog for ${lang}.`);
        return `export default ${JSON.stringify(catalog)};`;
      }
      if (id.startsWith(`\0${partPrefix}`)) {
        const part = (await englishParts()).parts.get(id.slice(partPrefix.length + 1));
        if (!part) throw new Error(`No UI strings for ${id.slice(1)}.`);
        return {
          code: `import { catalogs } from ${JSON.stringify(here('./shared/i18n/catalogs.browser.ts'))};\nObject.assign(catalogs.en_US, ${JSON.stringify(part)});`,
          moduleSideEffects: true,
        };
      }
      return null;
    },
    async transform(code, id) {
      if (this.environment.name !== 'client' || this.environment.config.command !== 'build') return null;
      if (id.startsWith('\0') || id.includes('node_modules') || !/\.(tsx?|mts)$/.test(id.split('?')[0]!))
        return null;
      if (CATALOG_SOURCE.test(id)) return null;
      const { parts, named } = await englishParts();
      const imports = named(code, parts.keys()).map((group) => `import '${partPrefix}${group}';`);
      // Appended, so the module's own lines (and their source map) stay where they are; imports run first anyway.
      return imports.length ? { code: `${code}\n${imports.join('\n')}\n`, map: null } : null;
    },
  };
}

/**
 * How the browser's code is cut into files. React Router makes a chunk per route and one per module
 * shared between some of them: dozens of small files per page, each compressed on its own. The
 * framework (Preact, React Router) is one file, and the site's modules at least 8 routes share (the shell,
 * the catalog, the small helpers) another: 4–8 KB less gzipped JavaScript on each page for fewer
 * requests (npm run bench:weight). Modules fewer routes share stay with them.
 */
function browserChunks(): Plugin {
  return {
    name: 'vitrine:browser-chunks',
    apply: 'build',
    config: (_config, { isSsrBuild }) =>
      isSsrBuild
        ? {}
        : {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: [
                      {
                        name: 'framework',
                        test: /node_modules[\\/]preact[\\/]|[\\/]core[\\/]site[\\/]client-runtime[\\/]/,
                        priority: 2,
                      },
                      // The English strings' parts stay with the pages that name them (catalogModules).
                      {
                        name: 'site-shared',
                        test: (id: string) => !id.includes('virtual:vitrine-strings/'),
                        minShareCount: 8,
                        priority: 1,
                      },
                    ],
                  },
                },
              },
            },
          },
  };
}

// Vite config of the public site (React Router framework mode). The back office has its own in renderer/.
// Both dev servers run in one process (npm run dev), so each needs its own cacheDir and HMR port.
export default defineConfig({
  plugins: [reactRouter(), browserSubstitutes(), catalogModules(), browserChunks()],
  cacheDir: 'node_modules/.vite-site',
  resolve: {
    // Mirrors tsconfig.json "paths".
    alias: { '@shared': here('./shared') },
  },
  server: { hmr: { port: 24678 } },
  // Kept in dist/web/client/.vite (never served: a dot folder): the server preloads the code of a
  // page's blocks from it (features/website/site/blocks/block-preloads.server.ts).
  build: {
    manifest: true,
    rolldownOptions: {
      // The build's log keeps what needs action: no timing report of the plugins on every build.
      checks: { bundlerTimings: false },
    },
  },
});
