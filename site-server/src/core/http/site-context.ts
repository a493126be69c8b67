import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import {
  defaultLangCode,
  isLangCode,
  languages,
  splitLangPrefix,
  type LangCode,
  type UrlPrefix,
} from '../../../../shared/i18n';
import type { SiteContext } from '../site/context';
import type { CompanyDirectory } from '../company';
import type { Config } from '../config';
import type { PortalRegistry } from '../portal';
import { csrfTokenFor } from './csrf';

export interface SiteContextDeps {
  company: CompanyDirectory;
  portal: PortalRegistry;
  dataSource: DataSource;
  config: Config;
  publicUrl: () => string;
}

/**
 * The platform's part of what the public site's routes get from the server
 * (site-server/src/core/site/context.ts); the features add theirs. The language is the address's
 * (/fr/…), else the site's default; `lang` sets it for calls outside the pages.
 */
export async function createSiteContext(
  req: Request,
  deps: SiteContextDeps,
  options: { lang?: LangCode } = {},
): Promise<SiteContext> {
  const company = await deps.company.siteCompany(deps.dataSource.manager);
  const active = languages.filter((language) => company.languages.includes(language.code));
  const defaultLang: LangCode = isLangCode(company.defaultLang) ? company.defaultLang : defaultLangCode;
  const fromPath = splitLangPrefix(req.path).urlCode;
  const lang: LangCode =
    options.lang ??
    (fromPath ? languages.find((l) => l.urlCode === fromPath)?.code : defaultLang) ??
    defaultLang;
  // The default language has no prefix (/aboutus); the others have theirs (/fr/aboutus).
  const urlCode = options.lang
    ? lang === defaultLang
      ? undefined
      : languages.find((l) => l.code === lang)?.urlCode
    : fromPath;
  const user = req.vitrine.user;

  return {
    lang,
    defaultLang,
    languages: active.map(({ code, name, urlCode }) => ({ code, name, urlCode })),
    urlPrefix: urlCode ? (`/${urlCode}` as UrlPrefix) : '',
    user: user ? { id: user.id, name: user.name, email: user.email, role: user.role } : null,
    csrfToken: req.vitrine.verifiedCsrfToken ?? csrfTokenFor(req, deps.config.sessionSecret),
    company: {
      name: company.name,
      logoUrl: company.logoSha
        ? `/web/image/res.company/${company.id}/logo?unique=${company.logoSha.slice(0, 12)}`
        : null,
      address:
        [company.street, [company.zip, company.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') ||
        null,
      headerStyle: company.headerStyle,
    },
    cartCount: 0,
    wishlistIds: [],
    publicUrl: deps.publicUrl(),
    portalSections: async () => (user ? deps.portal.sectionsOf(deps.dataSource.manager, user.id) : []),
  };
}
