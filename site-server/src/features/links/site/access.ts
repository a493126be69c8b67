import { data, redirect } from 'react-router';
import { isStaff } from '@shared/roles';
import type { SiteContext } from '../../../core/site/context';
import { sitePath } from '../../../core/site/shell-data';

/**
 * Who may use the link tracker's pages (the tracker /r and the statistics /r/{code}+): signed-in
 * staff, like the calls behind them. An anonymous visitor is sent to sign in and back; a portal
 * user gets the 403 page (signing in again would not help).
 */
export function requireLinkStaff(site: SiteContext, request: Request): void {
  if (!site.user) {
    const here = new URL(request.url);
    throw redirect(
      `${sitePath(site.urlPrefix, '/web/login')}?redirect=${encodeURIComponent(here.pathname + here.search).replaceAll('%2F', '/')}`,
    );
  }
  if (!isStaff(site.user.role)) throw data(null, { status: 403 });
}
