import { useState, type FormEvent, type MouseEvent } from 'react';
import {
  LINK_CODE_PATTERN,
  linkMessages,
  recentLinkFilters,
  type RecentLinkFilter,
  type TrackedLink,
} from '@shared/links/contract';
import type { MessageKey } from '@shared/i18n';
import { useHydrated } from '../../../core/site/components/use-hydrated';
import { RpcError } from '../../../core/site/json-rpc';
import { useSitePath, useT, type Translate } from '../../../core/site/shell-data';
import { useCopiedLabel } from './clipboard';
import { renameLinkCode } from './links-api';
import { statisticsPath } from './paths';

export type RecentLinksState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; links: TrackedLink[] };

const filterLabels: Record<RecentLinkFilter, MessageKey> = {
  newest: 'links.filterNewest',
  'most-clicked': 'links.filterMostClicked',
  'recently-used': 'links.filterRecentlyUsed',
};

/**
 * SPEC §2, §5, §8: the recent links with the three filters. Without JavaScript the filters are
 * links (?filter=…) and the rows have no copy or edit buttons.
 */
export function RecentLinks({
  filter,
  state,
  onFilter,
  onRenamed,
}: {
  filter: RecentLinkFilter;
  state: RecentLinksState;
  onFilter(filter: RecentLinkFilter): void;
  onRenamed(previousCode: string, link: TrackedLink): void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <section
      className="recent-links"
      aria-labelledby="recent-links-title"
      aria-busy={state.status === 'loading'}
    >
      <div className="recent-links__head">
        <h2 id="recent-links-title">{t('links.recentLinks')}</h2>
        <nav className="recent-links__filters" aria-label={t('links.filter')}>
          {recentLinkFilters.map((name) => (
            <a
              key={name}
              href={`?filter=${name}`}
              className="recent-links__filter"
              aria-current={name === filter ? 'true' : undefined}
              data-filter={name}
              onClick={
                hydrated
                  ? (event: MouseEvent) => {
                      event.preventDefault();
                      onFilter(name);
                    }
                  : undefined
              }
            >
              {t(filterLabels[name])}
            </a>
          ))}
        </nav>
      </div>
      {state.status === 'failed' ? (
        <p className="alert alert--error" role="alert">
          {t('links.recentLinksError')}
        </p>
      ) : state.status === 'loading' ? (
        <p className="recent-links__loading">
          <span className="spinner" aria-hidden="true" />
        </p>
      ) : state.links.length === 0 ? (
        <p className="recent-links__empty">{t('links.noRecentLinks')}</p>
      ) : (
        <ul className="recent-links__list">
          {state.links.map((link) => (
            <RecentLinkRow key={link.id} link={link} onRenamed={onRenamed} />
          ))}
        </ul>
      )}
    </section>
  );
}

const many2oneName = (value: TrackedLink['campaign_id']) => (value ? value[1] : null);

function RecentLinkRow({
  link,
  onRenamed,
}: {
  link: TrackedLink;
  onRenamed(previousCode: string, link: TrackedLink): void;
}) {
  const t = useT();
  const to = useSitePath();
  const hydrated = useHydrated();
  const { copied, copy } = useCopiedLabel();
  const utm = [
    [t('links.campaign'), many2oneName(link.campaign_id)],
    [t('links.medium'), many2oneName(link.medium_id)],
    [t('links.source'), many2oneName(link.source_id)],
  ] as const;
  return (
    <li className="recent-link" data-code={link.code}>
      <div className="recent-link__main">
        <a href={link.short_url} className="recent-link__short-url" rel="noopener">
          {link.short_url}
        </a>
        <a href={link.url} className="recent-link__target" rel="noopener noreferrer">
          {link.title || link.url}
        </a>
        <dl className="recent-link__utm">
          {utm.map(([label, value]) =>
            value ? (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ) : null,
          )}
        </dl>
        <CodeEditor link={link} onRenamed={onRenamed} />
      </div>
      <div className="recent-link__side">
        <span className="recent-link__clicks" data-clicks={link.clicks}>
          {link.clicks === 1 ? t('links.oneClick') : t('links.clicks', link.clicks)}
        </span>
        {hydrated ? (
          <button
            type="button"
            className="button button--small button--secondary recent-link__copy"
            aria-label={copied ? t('links.copied') : t('links.copyShortUrl', link.short_url)}
            onClick={() => void copy(link.short_url)}
          >
            {copied ? t('links.copied') : t('links.copy')}
          </button>
        ) : null}
        <a href={to(statisticsPath(link.code))} className="button button--small button--secondary">
          {t('links.statistics')}
        </a>
      </div>
    </li>
  );
}

/** The message for a refused rename, from the spec's texts or the catalog (never a raw error). */
export function renameErrorText(t: Translate, error: unknown): string {
  if (error instanceof RpcError) {
    if (error.message === linkMessages.codeTaken) return t('links.codeTaken');
    if (error.message === linkMessages.codeEmpty) return t('links.codeEmpty');
    if (error.message === linkMessages.codeInvalid) return t('links.codeInvalid');
  }
  return t('links.codeError');
}

/** SPEC §4: the code of a link is shown (display), edited in place (editing), then shown again (back). */
function CodeEditor({
  link,
  onRenamed,
}: {
  link: TrackedLink;
  onRenamed(previousCode: string, link: TrackedLink): void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [editing, setEditing] = useState(false);
  const [code, setCode] = useState(link.code);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputId = `code-${link.id}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    const newCode = code.trim();
    // SPEC §5, checked here first so an empty code never leaves the page.
    if (!newCode) return setError(t('links.codeEmpty'));
    if (newCode === link.code) return setEditing(false);
    if (!LINK_CODE_PATTERN.test(newCode)) return setError(t('links.codeInvalid'));
    setSaving(true);
    setError(null);
    try {
      const renamed = await renameLinkCode(link.code, newCode);
      setEditing(false);
      onRenamed(link.code, renamed);
    } catch (failure) {
      setError(renameErrorText(t, failure));
    } finally {
      setSaving(false);
    }
  }

  if (!editing)
    return (
      <p className="recent-link__code" data-state="display">
        <span className="recent-link__code-label">{t('links.code')}:</span> <code>{link.code}</code>
        {hydrated ? (
          <button
            type="button"
            className="link-button recent-link__edit"
            onClick={() => {
              setCode(link.code);
              setError(null);
              setEditing(true);
            }}
          >
            {t('links.editCode')}
          </button>
        ) : null}
      </p>
    );

  return (
    <form
      className="recent-link__code recent-link__code--editing"
      data-state="editing"
      onSubmit={save}
      noValidate
    >
      <label htmlFor={inputId}>{t('links.code')}</label>
      <input
        id={inputId}
        type="text"
        value={code}
        autoFocus
        spellCheck={false}
        autoCapitalize="none"
        maxLength={200}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => {
          setCode(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setEditing(false);
        }}
      />
      <button
        type="submit"
        className="button button--small"
        disabled={saving}
        aria-busy={saving || undefined}
      >
        {t('links.saveCode')}
      </button>
      <button
        type="button"
        className="button button--small button--secondary"
        onClick={() => setEditing(false)}
      >
        {t('links.cancel')}
      </button>
      {error ? (
        <p className="field__error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
