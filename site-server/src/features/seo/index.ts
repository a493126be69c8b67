import { defaultLangCode, isLangCode, languages, type LangCode } from '../../../../shared/i18n';
import { defineFeature, type FeatureModule, type Platform } from '../../platform';
import { Company } from '../accounts';
import { languagePrefix } from '../../core/site/seo-urls';
import { organizationJsonLd } from './organization';
import { seoRoutes } from './seo.routes';
import { SitemapService } from './sitemap.service';

export { SitemapService } from './sitemap.service';

/** The site's active languages, in display order, and its default one. */
function siteLanguages(company: Pick<Company, 'languages' | 'defaultLang'>) {
  const active = languages.filter((language) => company.languages.includes(language.code));
  const defaultLang: LangCode = isLangCode(company.defaultLang) ? company.defaultLang : defaultLangCode;
  return { languages: active.map(({ code }) => ({ code })), defaultLang };
}

/** Search engines: /sitemap.xml of every source's published pages, /robots.txt, the organisation's JSON-LD. */
function createSeoModule(platform: Platform): FeatureModule {
  const company = () => platform.company.siteCompany(platform.dataSource.manager);
  const sitemaps = new SitemapService({
    registry: platform.sitemap,
    dataSource: platform.dataSource,
    events: platform.events,
    site: async () => siteLanguages(await company()),
    siteReads: [Company],
    minAgeMs: platform.config.sitemapMinAgeMs,
  });

  return {
    name: 'seo',
    siteRoutes(router) {
      seoRoutes(router, {
        sitemaps,
        publicUrl: platform.publicUrl,
        async languagePrefixes() {
          const site = siteLanguages(await company());
          return site.languages.map(({ code }) => languagePrefix(code, site.defaultLang) ?? '');
        },
      });
    },
    siteContext(_req, site) {
      return {
        seo: {
          organization: async () =>
            organizationJsonLd(await company(), site.publicUrl.replace(/\/+$/, ''), site.company.logoUrl),
        },
      };
    },
  };
}

export const seoFeature = defineFeature({
  name: 'seo',
  create: createSeoModule,
});
