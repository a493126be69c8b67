/**
 * What the site's browser bundles get for 'zod' (see vite.config.ts). The shared contracts build their
 * schemas when loaded, but the browser only reads their types and constants: the server checks every
 * value (the JSON-RPC answers the browser reads were built from the same contracts). Real zod there
 * would cost each page 26 KB of gzipped JavaScript, and its eval probe breaks the CSP. Every
 * schema-building call answers this inert stub; checking a value with it throws, so a browser-side
 * parse is caught at once in tests instead of passing anything.
 */
const PARSERS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode', 'encode']);

function refuse(): never {
  throw new Error('zod is not in the site’s browser bundle: check values on the server.');
}

// A function target, so the stub is callable (z.string()) as well as chainable (.trim().min(1)).
const stub: unknown = new Proxy(function schema() {}, {
  get: (_target, key) => (typeof key === 'string' && PARSERS.has(key) ? refuse : stub),
  apply: () => stub,
});

export const z = stub;
export default stub;
