// A language's UI strings, generated when the site's browser build is made (vite.config.ts).
declare module 'virtual:vitrine-catalog/*' {
  const catalog: import('./index').Catalog;
  export default catalog;
}

// One part of the English UI strings, added to the browser's catalog when a module naming it loads.
declare module 'virtual:vitrine-strings/*' {}
