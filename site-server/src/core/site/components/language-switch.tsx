import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { splitLangPrefix } from '@shared/i18n';
import { hreflangOf } from '../seo-urls';
import { useSite, useT } from '../shell-data';

/**
 * Links to /website/lang/{code}?r={path} (SPEC §2), the server's language switch; `default` names the
 * default language. r is the current page without its language prefix; with JavaScript the #hash is kept too.
 */
export function LanguageSwitch() {
  const { languages, lang, defaultLang } = useSite();
  const t = useT();
  const location = useLocation();
  if (languages.length < 2) return null;
  const here = splitLangPrefix(location.pathname).path + location.search;

  const keepHash = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.location.hash) event.currentTarget.href += encodeURIComponent(window.location.hash);
  };

  return (
    <nav className="language-switch" aria-label={t('site.languages')}>
      <ul>
        {languages.map((language) => (
          <li key={language.code}>
            <a
              href={`/website/lang/${language.code === defaultLang ? 'default' : language.code}?r=${encodeURIComponent(here)}`}
              hrefLang={hreflangOf(language.code)}
              lang={hreflangOf(language.code)}
              aria-current={language.code === lang ? 'true' : undefined}
              onClick={keepHash}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
