import type { Router } from 'express';
import { instanceMessages, renameErrors, type RenameError } from '../../../../shared/instances/contract';
import { AccessError, ValidationError } from '../../core/errors';
import { requireCsrfToken } from '../../core/http/csrf';
import type { Platform } from '../../platform';
import type { InstanceService } from './instance.service';

const RENAMED = 'renamed';

/** The code of a refusal the page says in words (renameErrors), or null for any other error. */
function renameErrorCode(message: string): RenameError | null {
  return (Object.entries(renameErrors).find(([, text]) => text === message)?.[0] as RenameError) ?? null;
}

/**
 * GET /saas_portal/rename_client?client_id=…&dbname=… (SPEC §7): the portal's change-domain form.
 * A GET that changes data, so it carries the session's csrf_token too (a link from another site
 * cannot rename). Back to /my/instances, saying it worked or why not (the page's popover has shown
 * SPEC §5's words before sending; the server checks again, and alone knows a name is taken).
 */
export function instancesRoutes(router: Router, deps: { platform: Platform; instances: InstanceService }) {
  const { platform, instances } = deps;
  router.get('/saas_portal/rename_client', async (req, res) => {
    const user = req.vitrine.user;
    if (!user) throw new AccessError('Sign in to rename your instance.');
    requireCsrfToken(req, platform.config.sessionSecret, req.query.csrf_token);
    const clientId = typeof req.query.client_id === 'string' ? req.query.client_id : '';
    const dbname = typeof req.query.dbname === 'string' ? req.query.dbname : '';
    if (!clientId) throw new ValidationError(instanceMessages.missing);
    try {
      await platform.transaction((em) => instances.rename(em, user.id, clientId, dbname));
    } catch (error) {
      // Back to the form with the reason's code (never the text itself: a link could not put words there).
      const code = error instanceof ValidationError ? renameErrorCode(error.message) : null;
      if (!code) throw error;
      return res.redirect(303, `/my/instances?client_id=${encodeURIComponent(clientId)}&error=${code}`);
    }
    res.redirect(303, `/my/instances?message=${RENAMED}`);
  });
}
