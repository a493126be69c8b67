// ESLint rule `vitrine/feature-boundaries`: the import boundaries of docs/decisions/0005-feature-slices.md.
//   1. Core never imports a feature (site-server/src/core, renderer/src/app, shared/api|i18n|...):
//      only the manifests and composition roots name features. Core may name a shared contract's
//      types (`import type`): erased at build, they make no dependency at run time.
//   2. The public site's code (core/site, features/*/site) never imports server code, and the back
//      office (renderer/) and shared/ never import site-server/ at all: they are bundled for browsers.
//   3. A feature imports another feature only through its public entries: features/B/index.ts,
//      features/B/site/index.ts, renderer/src/features/B/index.ts, shared/B/* (its contract).
//   4. A migration never imports a feature's code: it is history, and must keep doing what it did when
//      the feature changes; it carries its own copy of what it needs.
// Tests, test support, and *.server.ts(x) files of the site (run on the server only) are exempt from 2;
// tests and test support are exempt from 1 and 3 (fixtures may use any feature's entities).
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Files allowed to name features: manifests and composition roots. */
const compositionRoots = new Set([
  'site-server/src/app.ts',
  'site-server/src/entities.ts',
  'site-server/src/routes.ts',
  'site-server/src/root.tsx',
  'site-server/src/entry.server.tsx',
  'site-server/src/features/index.ts',
  'renderer/src/app/navigation.ts',
  // The shell's router shows the accounts feature's sign-in screen before anyone is signed in.
  'renderer/src/app/router.tsx',
  'shared/i18n/feature-messages.ts',
  'shared/i18n/admin-catalogs.ts',
]);
const coreShared = new Set(['api', 'i18n', 'validators', 'geo']);

/** Where a repo-relative file sits: its tree, its feature (if any), and whether it is site code. */
export function placeOf(file) {
  // A directory import names the feature's index ('../accounts').
  let match = /^(site-server\/src|renderer\/src)\/features\/([^/.]+)$/.exec(file);
  if (match)
    return {
      tree: match[1] === 'renderer/src' ? 'renderer' : 'server',
      feature: match[2],
      site: false,
      rest: '',
    };
  match = /^site-server\/src\/features\/([^/]+)\/(.*)$/.exec(file);
  if (match) return { tree: 'server', feature: match[1], site: /^site(\/|$)/.test(match[2]), rest: match[2] };
  if (file.startsWith('site-server/src/core/site/')) return { tree: 'server', core: true, site: true };
  if (file.startsWith('site-server/src/core/')) return { tree: 'server', core: true, site: false };
  if (file.startsWith('site-server/src/migrations/')) return { tree: 'server', migration: true, site: false };
  if (file.startsWith('site-server/')) return { tree: 'server', site: false };
  match = /^renderer\/src\/features\/([^/]+)\/(.*)$/.exec(file);
  if (match) return { tree: 'renderer', feature: match[1], rest: match[2] };
  if (file.startsWith('renderer/src/app/')) return { tree: 'renderer', core: true };
  if (file.startsWith('renderer/')) return { tree: 'renderer' };
  match = /^shared\/([^/]+)\/(.*)$/.exec(file);
  if (match)
    return coreShared.has(match[1]) ? { tree: 'shared', core: true } : { tree: 'shared', feature: match[1] };
  if (file.startsWith('shared/')) return { tree: 'shared', core: true };
  return { tree: 'other' };
}

const isTest = (file) => /(\.test\.tsx?|\.e2e\.ts|test-support\.ts|\/testing\/.*)$/.test(file);
const isServerOnlySiteFile = (file) => /\.server\.tsx?$/.test(file);

/** The repo-relative file an import names, or null for packages. */
function resolveSpecifier(fromFile, specifier) {
  if (specifier.startsWith('@shared/')) return `shared/${specifier.slice('@shared/'.length)}`;
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier.split('?')[0]));
}

/** Public entries of feature B: its index (server, site, back office) or anything of its shared folder. */
function isPublicEntry(target) {
  if (target.tree === 'shared') return true;
  const entry = (target.rest ?? '').replace(/\.(ts|tsx)$/, '');
  return (
    entry === '' ||
    entry === 'index' ||
    (target.tree === 'server' && (entry === 'site' || entry === 'site/index'))
  );
}

/** The boundary a file's import crosses, as a message, or null when it may import it. */
export function boundaryProblem(fromFile, specifier, { typeOnly = false } = {}) {
  const targetFile = resolveSpecifier(fromFile, specifier);
  if (!targetFile) return null;
  const from = placeOf(fromFile);
  const to = placeOf(targetFile);
  const test = isTest(fromFile);

  if ((from.tree === 'renderer' || from.tree === 'shared') && to.tree === 'server')
    return `${from.tree === 'renderer' ? 'The back office' : 'shared/'} cannot import site-server code (${targetFile}).`;
  if (from.tree === 'shared' && to.tree === 'renderer')
    return `shared/ cannot import the back office (${targetFile}).`;
  if (from.site && to.tree === 'server' && !to.site && !test && !isServerOnlySiteFile(fromFile))
    return `The public site's code cannot import server code (${targetFile}): use the load context or a public site entry.`;
  if (test || compositionRoots.has(fromFile)) return null;
  if (from.migration && to.feature && to.tree === 'server')
    return `A migration cannot import a feature's code (${targetFile}): it is history; give it its own copy of what it needs.`;
  if (from.core && to.feature && !(typeOnly && to.tree === 'shared'))
    return `Core cannot import a feature (${targetFile}): the feature plugs in through the manifest, a port or an event.`;
  if (
    from.feature &&
    to.feature &&
    to.feature !== from.feature &&
    to.tree === from.tree &&
    !isPublicEntry(to)
  )
    return `The ${from.feature} feature cannot import ${to.feature}'s internals (${targetFile}): use its index.ts${to.tree === 'server' ? ' or site/index.ts' : ''}.`;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Feature, core and browser boundaries (docs/decisions/0005-feature-slices.md).' },
    schema: [],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const check = (node, typeOnly) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const problem = boundaryProblem(file, node.source.value, { typeOnly });
      if (problem) context.report({ node: node.source, message: problem });
    };
    return {
      ImportDeclaration: (node) => check(node, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => check(node, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check({ source: node.source }, false),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
