import { isLangCode, t, type LangCode } from '../../../../shared/i18n';
import { escapeHtml } from '../../core/http/html';

/** What the stop-following page shows: the confirmation form, the outcome, or a refused link. */
export type UnfollowPage =
  | { kind: 'confirm'; recordName: string; email: string; fields: Record<string, string>; csrfToken: string }
  | { kind: 'done'; email: string }
  | { kind: 'refused' };

/**
 * A small page of its own, reached from a follower mail: it must work for anyone, signed in or not,
 * with JavaScript off, and a link opened by a mail scanner (a GET) never unfollows by itself.
 */
export function renderUnfollowPage(page: UnfollowPage, langValue: unknown, nonce: string): string {
  const lang: LangCode = typeof langValue === 'string' && isLangCode(langValue) ? langValue : 'en_US';
  const title =
    page.kind === 'confirm'
      ? t(lang, 'follow.unfollowTitle', page.recordName)
      : t(lang, 'follow.unfollowButton');
  let body: string;
  if (page.kind === 'confirm') {
    const hidden = Object.entries({ ...page.fields, csrf_token: page.csrfToken })
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    body = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t(lang, 'follow.unfollowConfirm', page.email))}</p>
<form method="post" action="/website_mail/unfollow">${hidden}<button type="submit">${escapeHtml(t(lang, 'follow.unfollowButton'))}</button></form>`;
  } else if (page.kind === 'done') {
    body = `<h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(t(lang, 'follow.unfollowDone', page.email))}</p>`;
  } else {
    body = `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(t(lang, 'follow.unfollowBadLink'))}</p>`;
  }
  return `<!doctype html><html lang="${lang.slice(0, 2)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title><style nonce="${escapeHtml(nonce)}">body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.5rem 1rem}</style>
</head><body><main>${body}<p><a href="/">${escapeHtml(t(lang, 'site.home'))}</a></p></main></body></html>`;
}
