import type { ReactNode } from 'react';
import { Form, Link, NavLink } from 'react-router';
import { useSite, useSitePath, useT } from '../site';
import { CsrfField } from './csrf-field';
import { LanguageSwitch } from './language-switch';
import { CartLink } from '../shop/cart-link';

function SiteHeader() {
  const { company, user, cartCount, urlPrefix } = useSite();
  const t = useT();
  const to = useSitePath();
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={to('/')} className="site-header__brand">
          {company.logoUrl ? <img src={company.logoUrl} alt="" height={36} /> : null}
          <span>{company.name}</span>
        </Link>
        <nav className="site-menu" aria-label={t('site.mainMenu')}>
          <ul>
            <li>
              <NavLink to={to('/')} end>
                {t('site.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to={to('/aboutus')}>{t('site.aboutUs')}</NavLink>
            </li>
            <li>
              {/* Plain link (the cart belongs to the shop), with the shop's 'My Cart' popover on hover. */}
              <CartLink href={`${urlPrefix}/shop/cart`} label={t('shop.cart.myCart')}>
                {t('site.cart')} <span className="badge">{cartCount}</span>
              </CartLink>
            </li>
            {user ? (
              <>
                <li>
                  <NavLink to={to('/my')}>{t('site.myAccount')}</NavLink>
                </li>
                <li>
                  <Form method="post" action={to('/web/session/logout')} className="site-menu__signout">
                    <CsrfField />
                    <button type="submit" className="link-button">
                      {t('site.signOut')}
                    </button>
                  </Form>
                </li>
              </>
            ) : (
              <li>
                <NavLink to={to('/web/login')}>{t('site.signIn')}</NavLink>
              </li>
            )}
          </ul>
        </nav>
        <LanguageSwitch />
      </div>
    </header>
  );
}

function SiteFooter() {
  const { company, year } = useSite();
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="container">
        <p className="site-footer__company">{company.name}</p>
        {company.address ? <address>{company.address}</address> : null}
        <p className="site-footer__copyright">{t('site.copyright', year, company.name)}</p>
      </div>
    </footer>
  );
}

/** Header, page, footer: the frame of every page of the public site. */
export function SiteShell({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a href="#content" className="skip-link">
        {t('site.skipToContent')}
      </a>
      <SiteHeader />
      <main id="content" className="container site-main">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
