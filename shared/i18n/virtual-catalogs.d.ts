// A language's UI strings, generated when the site's browser build is made (vite.config.ts).
declare module 'virtual:vitrine-catalog/*' {
  const catalog: import('./index').Catalog;
  export default catalog;
}
