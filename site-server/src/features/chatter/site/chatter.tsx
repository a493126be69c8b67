/**
 * The chatter of a record (SPEC §2 "Portal chatter on a record", §3, §9): rating summary, messages
 * with avatars, dates and stars, the pager (10 per page, 5 page links) and the composer where the
 * server allows it. Rendered on the server from `context.vitrine.chatter.init(…)`; the pager's links
 * and the composer's form work without JavaScript, and hydrate to JSON-RPC calls.
 *
 * Usage (in a route's loader and component):
 *   chatter: await context.vitrine.chatter?.init({ res_model: 'blog.post', res_id, allow_composer: true, rating_include: true })
 *   {loaderData.chatter ? <Chatter initial={loaderData.chatter} /> : null}
 * Elsewhere on the page, quoteInChatter(text) from './quote' puts a quote in the composer.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../core/site/components/link';
import {
  CHATTER_ERROR_PARAM,
  CHATTER_PAGE_PARAM,
  CHATTER_PAGE_SIZE,
  CHATTER_POSTED_PARAM,
  type ChatterMessage,
  type ChatterResult,
} from '@shared/chatter/contract';
import chatterCss from './chatter.css?url';
import { useSite, useT } from '../../../core/site/shell-data';
import { RpcError } from '../../../core/site/json-rpc';
import { useHydrated } from '../../../core/site/components/use-hydrated';
import { fetchMessages, setMessageHidden } from './calls';
import { ChatterComposer } from './chatter-composer';
import { ChatterMessageItem } from './chatter-message';
import { ChatterPager } from './chatter-pager';
import { offsetOf, pagerState } from './pager';
import { onChatterQuote } from './quote';
import { RatingSummary } from '../../ratings/site';

export { chatterCss };

export function Chatter({ initial }: { initial: ChatterResult }) {
  const t = useT();
  const { lang, csrfToken, urlPrefix } = useSite();
  const location = useLocation();
  const hydrated = useHydrated();
  const search = new URLSearchParams(location.search);
  const pageInUrl = () => pagerState(Number(search.get(CHATTER_PAGE_PARAM) ?? 1), initial.message_count).page;
  const [result, setResult] = useState(initial);
  const [page, setPage] = useState(pageInUrl);
  // New loader data (another record, or the page revalidated): start again from it.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setResult(initial);
    setPage(pageInUrl());
  }
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState('');
  const section = useRef<HTMLElement>(null);
  // A quote asked for elsewhere on the page (quote.ts): the chatter comes into view; the composer adds it.
  useEffect(
    () => onChatterQuote(() => section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })),
    [],
  );
  const { options } = result;
  const pager = pagerState(page, result.message_count);

  async function load(nextPage: number) {
    setLoading(true);
    setFailure('');
    try {
      const answer = await fetchMessages({
        res_model: options.res_model,
        res_id: options.res_id,
        limit: CHATTER_PAGE_SIZE,
        offset: offsetOf(nextPage),
        allow_composer: options.allow_composer,
        rating_include: options.rating_include,
        ...(options.token ? { token: options.token } : {}),
      });
      setResult(answer);
      setPage(nextPage);
      // The address names the page shown, so a reload or a shared link opens it again.
      const url = new URL(window.location.href);
      if (nextPage > 1) url.searchParams.set(CHATTER_PAGE_PARAM, String(nextPage));
      else url.searchParams.delete(CHATTER_PAGE_PARAM);
      window.history.replaceState(window.history.state, '', url);
    } catch {
      setFailure(t('chatter.loadFailed'));
    } finally {
      setLoading(false);
    }
  }

  async function toggleHidden(message: ChatterMessage) {
    setFailure('');
    try {
      const changed = await setMessageHidden(message.id, !message.is_hidden);
      setResult((current) => ({
        ...current,
        messages: current.messages.map((item) => (item.id === changed.id ? changed : item)),
      }));
    } catch (error) {
      setFailure(t('chatter.actionFailed', error instanceof RpcError ? error.message : String(error)));
    }
  }

  const here = `${location.pathname}${location.search}`;
  const composerRedirect = (() => {
    const params = new URLSearchParams(location.search);
    params.delete(CHATTER_ERROR_PARAM);
    params.delete(CHATTER_POSTED_PARAM);
    params.delete(CHATTER_PAGE_PARAM);
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  })();

  return (
    <section
      ref={section}
      id="chatter"
      className="chatter"
      aria-labelledby="chatter-title"
      data-chatter={options.res_model}
    >
      {chatterCss ? <link rel="stylesheet" href={chatterCss} precedence="default" /> : null}
      <h2 id="chatter-title" className="chatter__title">
        {t('chatter.title')} <span className="chatter__count">({result.message_count})</span>
      </h2>
      {options.rating_include && result.rating_stats ? (
        <RatingSummary stats={result.rating_stats} t={t} lang={lang} />
      ) : null}
      {options.allow_composer ? (
        <ChatterComposer
          options={options}
          t={t}
          lang={lang}
          csrfToken={csrfToken}
          redirect={composerRedirect}
          initialError={search.get(CHATTER_ERROR_PARAM)}
          initialPosted={search.has(CHATTER_POSTED_PARAM)}
          onPosted={() => void load(1)}
        />
      ) : options.is_user_public ? (
        <p className="chatter__sign-in">
          <Link to={`${urlPrefix}/web/login?redirect=${encodeURIComponent(`${here}#chatter`)}`}>
            {t('chatter.signIn')}
          </Link>{' '}
          {t('chatter.signInToPost')}
        </p>
      ) : null}
      {failure ? (
        <p className="chatter__failure" role="alert">
          {failure}
        </p>
      ) : null}
      {result.messages.length ? (
        <ul className="chatter__messages" aria-busy={loading || undefined}>
          {result.messages.map((message) => (
            <ChatterMessageItem
              key={message.id}
              message={message}
              t={t}
              lang={lang}
              publisherTools={hydrated && options.is_user_publisher}
              onToggleHidden={(item) => void toggleHidden(item)}
            />
          ))}
        </ul>
      ) : (
        <p className="chatter__empty">{t('chatter.empty')}</p>
      )}
      <ChatterPager pager={pager} search={location.search} t={t} onPage={(next) => void load(next)} />
    </section>
  );
}
