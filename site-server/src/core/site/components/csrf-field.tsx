import { useSite } from '../shell-data';

/** The session's CSRF token, which every form post of the site must carry (the server refuses it otherwise). */
export function CsrfField() {
  return <input type="hidden" name="csrf_token" value={useSite().csrfToken} />;
}
