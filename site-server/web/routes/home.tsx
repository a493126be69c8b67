import { Link } from 'react-router';
import { useSite, useSitePath, useT } from '../site';

export default function HomePage() {
  const { company, user } = useSite();
  const t = useT();
  const to = useSitePath();
  return (
    <>
      <title>{company.name}</title>
      <section className="hero">
        <h1>{t('home.title', company.name)}</h1>
        <p className="hero__intro">{t('home.intro')}</p>
        <p className="hero__actions">
          <Link to={to('/aboutus')} className="button">
            {t('home.aboutUsLink')}
          </Link>
          {user ? null : (
            <Link to={to('/web/signup')} className="button button--secondary">
              {t('home.signUpLink')}
            </Link>
          )}
        </p>
      </section>
    </>
  );
}
