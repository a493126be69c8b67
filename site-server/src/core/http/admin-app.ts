import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import type { ViteDevServer } from 'vite';
import { MissingError } from '../errors';
import { compressedStatic, staticMethodsOnly } from './web-app';

/** The back office: built files in production, Vite in development; /admin/* falls back to its index. */
export function mountAdminApp(app: Express, { root, adminDev }: { root: string; adminDev?: ViteDevServer }) {
  if (adminDev) {
    app.use('/admin', adminDev.middlewares);
    return;
  }
  app.use('/admin/assets', compressedStatic(path.join(root, 'assets')), (_req, res) => {
    // An asset the build does not have: 404 here, not the back office's index page.
    res.status(404).end();
  });
  // The back office is static files and its index: GET and HEAD only (its calls are under /api/admin).
  app.use('/admin', staticMethodsOnly, express.static(root, { index: false, maxAge: 0 }));
  app.get(/^\/admin(\/.*)?$/, (req, res, next) => {
    if (req.path === '/admin') return res.redirect(301, '/admin/');
    const index = path.join(root, 'index.html');
    if (!existsSync(index)) return next(new MissingError('The back office is not built: run npm run build.'));
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });
}
