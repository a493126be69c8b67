import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, NavLink, useLocation, useNavigation, useSearchParams } from 'react-router';
import { Link } from '../../../core/site/components/link';
import type { MenuItemView } from '@shared/website/contract';
import { attachDropdowns } from './behaviours/dropdown';
import { AFFIX_OFFSET, MARKETING_AFFIX_OFFSET, useHeaderScroll } from './behaviours/header';
import { useLoadingBar } from './behaviours/loading-bar';
import { canSeeUnpublished, useSite, useSitePath, useT } from '../../../core/site/shell-data';
import websiteCss from './website.css?url';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { LanguageSwitch } from '../../../core/site/components/language-switch';
import { CartLink } from '../../cart/site';
import { WishlistLink } from '../../wishlists/site';

/** One menu link: a page of this site navigates in place (no full reload), another site opens as is. */
function MenuLink({ url, label }: { url: string; label: string }) {
  const to = useSitePath();
  return url.startsWith('/') ? (
    <NavLink to={to(url)} end={url === '/'}>
      {label}
    </NavLink>
  ) : (
    <a href={url} rel="noopener noreferrer">
      {label}
    </a>
  );
}

/** Entries of the header menu: a link, or a sub-menu that opens without JavaScript (<details>). */
function MenuEntries({ items }: { items: MenuItemView[] }) {
  const t = useT();
  return items.map((item) =>
    item.children.length ? (
      <li key={item.id} className="site-menu__parent">
        <details data-dropdown="">
          <summary>{item.label}</summary>
          <ul aria-label={t('website.subMenu', item.label)}>
            {item.url ? (
              <li>
                <MenuLink url={item.url} label={item.label} />
              </li>
            ) : null}
            {item.children.map((child) => (
              <li key={child.id}>
                {child.url ? <MenuLink url={child.url} label={child.label} /> : child.label}
              </li>
            ))}
          </ul>
        </details>
      </li>
    ) : (
      <li key={item.id}>{item.url ? <MenuLink url={item.url} label={item.label} /> : item.label}</li>
    ),
  );
}

/** The menu when none was made in the back office. */
function DefaultEntries() {
  const t = useT();
  const to = useSitePath();
  return (
    <>
      <li>
        <NavLink to={to('/')} end>
          {t('site.home')}
        </NavLink>
      </li>
      <li>
        <NavLink to={to('/aboutus')}>{t('site.aboutUs')}</NavLink>
      </li>
    </>
  );
}

/** Editor mode (SPEC §6): a publisher's `?enable_editor=1`; the behaviours are off. */
function useEditorMode(): boolean {
  const { user } = useSite();
  const [params] = useSearchParams();
  return params.get('enable_editor') === '1' && canSeeUnpublished(user);
}

function SiteHeader({ editor }: { editor: boolean }) {
  const { company, user, cartCount, urlPrefix, menu } = useSite();
  const t = useT();
  const to = useSitePath();
  const nav = useRef<HTMLElement>(null);
  const marketing = company.headerStyle === 'marketing';
  const { affixed, hidden } = useHeaderScroll(!editor, marketing ? MARKETING_AFFIX_OFFSET : AFFIX_OFFSET);
  useEffect(() => (nav.current && !editor ? attachDropdowns(nav.current) : undefined), [editor]);
  // The menu folds behind a button on phones (the marketing site's at 1199 px and below, SPEC §9): by
  // CSS from the first paint, so nothing moves when the page hydrates; without JavaScript it never folds.
  const foldable = !editor;
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  const classes = [
    'site-header',
    marketing ? 'site-header--marketing' : '',
    affixed ? 'site-header--affixed' : '',
    hidden ? 'site-header--hidden' : '',
    foldable ? 'site-header--foldable' : '',
    menuOpen ? 'site-header--menu-open' : '',
  ];
  return (
    <header
      className={classes.filter(Boolean).join(' ')}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menuOpen) return;
        setMenuOpen(false);
        toggle.current?.focus();
      }}
    >
      <div className="container site-header__bar">
        {foldable ? (
          <button
            ref={toggle}
            type="button"
            className="site-header__toggle"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span aria-hidden="true">☰</span> {t('site.menu')}
          </button>
        ) : null}
        <Link to={to('/')} className="site-header__brand">
          {company.logoUrl ? <img src={company.logoUrl} alt="" height={36} /> : null}
          <span>{company.name}</span>
        </Link>
        <nav
          id="site-menu"
          className={`site-menu${menuOpen ? ' site-menu--open' : ''}`}
          aria-label={t('site.mainMenu')}
          ref={nav}
          // A link followed from the open menu closes it (the same page's link too).
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
          }}
        >
          <ul>
            {menu?.length ? <MenuEntries items={menu} /> : <DefaultEntries />}
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
        {/* Beside the menu, not in it: a folded menu leaves the cart in the bar. A plain link (the cart
            belongs to the shop), with the shop's 'My Cart' popover on hover. */}
        <div className="site-header__wishlist">
          <WishlistLink />
        </div>
        <div className="site-header__cart">
          <CartLink href={`${urlPrefix}/shop/cart`} label={t('shop.cart.myCart')}>
            {t('site.cart')} <span className="badge">{cartCount}</span>
          </CartLink>
        </div>
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
  const editor = useEditorMode();
  const loading = useLoadingBar(useNavigation().state !== 'idle' && !editor);
  return (
    <>
      <a href="#content" className="skip-link">
        {t('site.skipToContent')}
      </a>
      <link rel="stylesheet" href={websiteCss} precedence="default" />
      {loading ? <div className="loading-bar" role="progressbar" aria-label={t('website.loading')} /> : null}
      <SiteHeader editor={editor} />
      <main id="content" className="container site-main">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
