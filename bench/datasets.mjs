// Dataset generators for `npm run bench -- --dataset NAME`: each fills the freshly started Vitrine
// (through its HTTP API or its data dir) before the scenarios run. Later issues register theirs here.
//
// A dataset: { description, generate(server) → Promise<void> }, where `server` is
// {url, dataDir, env, admin: {email, password}}. Keep generators bounded in time.

/** @type {Record<string, import('./types').Dataset>} */
export const datasets = {};
