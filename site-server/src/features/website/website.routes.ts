import { safeRedirect } from '../../core/site/safe-redirect';
import type { Router } from 'express';
import { catalogs, isLangCode, languageByCode, splitLangPrefix } from '../../../../shared/i18n';
import { en_US } from '../../../../shared/i18n/en_US';
import { MissingError } from '../../core/errors';

export const LANG_COOKIE = 'frontend_lang';

export interface WebsiteDeps {
  /** The active language codes and the default one, from the main company's settings. */
  siteLanguages: () => Promise<{ active: string[]; defaultLang: string }>;
}

/** A local path to come back to: never another site (no open redirect). */
export function websiteRoutes(router: Router, deps: WebsiteDeps) {
  // SPEC §2: /website/lang/{lang}?r={url}; 'default' is the default language.
  router.get('/website/lang/:lang', async (req, res) => {
    const { active, defaultLang } = await deps.siteLanguages();
    const code = req.params.lang === 'default' ? defaultLang : req.params.lang;
    if (!isLangCode(code) || !active.includes(code))
      throw new MissingError(`The language ${req.params.lang} is not available on this site.`);
    const target = new URL(safeRedirect(req.query.r), 'http://local');
    const { path } = splitLangPrefix(target.pathname);
    const prefix = code === defaultLang ? '' : `/${languageByCode(code).urlCode}`;
    res.cookie(LANG_COOKIE, code, { sameSite: 'lax', path: '/', maxAge: 365 * 24 * 3600 * 1000 });
    res.redirect(
      303,
      safeRedirect(`${prefix}${prefix && path === '/' ? '' : path}${target.search}${target.hash}`),
    );
  });

  // SPEC §2 locale file: the language's formats and its UI strings.
  router.get('/web/webclient/locale/:lang', (req, res) => {
    const code = req.params.lang;
    if (!isLangCode(code)) throw new MissingError(`Unknown language: ${code}.`);
    const language = languageByCode(code);
    res.set('Cache-Control', 'public, max-age=3600').json({
      lang: language.code,
      name: language.name,
      date_format: language.dateFormat,
      time_format: language.timeFormat,
      decimal_point: language.decimalPoint,
      thousands_sep: language.thousandsSep,
      direction: language.direction,
      messages: { ...en_US, ...catalogs[code] },
    });
  });

  // SPEC §2 fallback link /web#return_label=Website&model={object}&id={id}: the hash never
  // reaches the server, so a tiny page reads it and opens the record in the back office.
  router.get('/web', (_req, res) => {
    const nonce = String(res.locals.cspNonce ?? '');
    res.type('html')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Opening the back office…</title>
<script nonce="${nonce}">
(function () {
  var params = new URLSearchParams(location.hash.replace(/^#/, ''));
  var model = params.get('model'), id = params.get('id');
  location.replace(model && id ? '/admin/open?model=' + encodeURIComponent(model) + '&id=' + encodeURIComponent(id) : '/admin/');
})();
</script></head><body><p>Opening the back office… <a href="/admin/">Continue</a></p></body></html>`);
  });
}
