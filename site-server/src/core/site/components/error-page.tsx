import { Link } from './link';
import type { Translate } from '../shell-data';

const texts = {
  404: ['error.notFoundTitle', 'error.notFoundText'],
  403: ['error.forbiddenTitle', 'error.forbiddenText'],
  500: ['error.serverTitle', 'error.serverText'],
} as const;

/** The 404 page, the 403 page, and for any other failure the 500 page: a message, never a stack trace. */
export function ErrorPage({ status, t, homePath }: { status: number; t: Translate; homePath: string }) {
  const [title, text] = status === 404 || status === 403 ? texts[status] : texts[500];
  return (
    <section className="error-page" data-status={status}>
      <title>{t(title)}</title>
      <p className="error-page__status">{status === 404 || status === 403 ? status : 500}</p>
      <h1>{t(title)}</h1>
      <p>{t(text)}</p>
      <p>
        <Link to={homePath} className="button">
          {t('error.backHome')}
        </Link>
      </p>
    </section>
  );
}
