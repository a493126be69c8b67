/**
 * `react-router/dom` in the site's browser build: entry.client.tsx names React Router's router only for
 * the dev server (where the browser keeps React and React Router); the build hydrates with this runtime.
 */
export function HydratedRouter(): never {
  throw new Error('The browser build hydrates with client-runtime (entry.client.tsx), not React Router.');
}
