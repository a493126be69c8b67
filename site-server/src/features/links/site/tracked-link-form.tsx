import { useEffect, useState, type FormEvent } from 'react';
import {
  isLinkCreateError,
  linkCreateErrorText,
  linkMessages,
  type TrackedLink,
  type UtmModel,
  type UtmRecord,
} from '@shared/links/contract';
import type { MessageKey } from '@shared/i18n';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { SelectWithCreate, type SelectOption } from '../../../core/site/components/select-with-create';
import { useHydrated } from '../../../core/site/components/use-hydrated';
import { useT, type Translate } from '../../../core/site/shell-data';
import { useCopiedLabel } from './clipboard';
import { createTrackedLink, createUtmValue } from './links-api';

export interface UtmLists {
  campaigns: UtmRecord[];
  media: UtmRecord[];
  sources: UtmRecord[];
}

/** What a no-JavaScript post of the form gave back (the route's action). */
export type TrackerFormResult =
  | { ok: true; link: TrackedLink }
  | {
      ok: false;
      error: string;
      values: { url: string; campaignId: number | null; mediumId: number | null; sourceId: number | null };
    };

const selects = [
  {
    key: 'campaigns',
    field: 'campaign_id',
    model: 'utm.campaign',
    label: 'links.campaign',
    hint: 'links.campaignPlaceholder',
  },
  {
    key: 'media',
    field: 'medium_id',
    model: 'utm.medium',
    label: 'links.medium',
    hint: 'links.mediumPlaceholder',
  },
  {
    key: 'sources',
    field: 'source_id',
    model: 'utm.source',
    label: 'links.source',
    hint: 'links.sourcePlaceholder',
  },
] as const satisfies ReadonlyArray<{
  key: keyof UtmLists;
  field: string;
  model: UtmModel;
  label: MessageKey;
  hint: MessageKey;
}>;

type SelectKey = (typeof selects)[number]['key'];

/** The text the page shows for a failed creation (SPEC §8), in the page's language. */
export function creationErrorText(t: Translate, code: string | undefined): string {
  const text = linkCreateErrorText(code);
  if (text === linkMessages.emptyUrl) return t('links.emptyUrl');
  if (text === linkMessages.urlNotFound) return t('links.urlNotFound');
  return t('links.createError');
}

/**
 * The tracker's form (SPEC §2, §4): URL, campaign, channel and source, and one button. The button
 * says 'Get tracked link'; after a success the URL field holds the short URL and the button turns
 * into 'Copy' (copy mode); typing in the URL field brings the first state back; after a copy the
 * button says 'Copied' for 5 seconds. Without JavaScript the form posts to the page's action.
 */
export function TrackedLinkForm({
  utm,
  onUtmCreated,
  onCreated,
  posted,
  lastRename,
  canCreateUtm,
}: {
  utm: UtmLists;
  /** Staff: the selects offer to create a value; visitors pick among the existing ones. */
  canCreateUtm: boolean;
  onUtmCreated(key: SelectKey, value: UtmRecord): void;
  onCreated(link: TrackedLink): void;
  posted?: TrackerFormResult;
  /** The last code renamed in the recent links: copy mode then copies the new short URL. */
  lastRename?: { previousCode: string; link: TrackedLink } | null;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const postedValues = posted && !posted.ok ? posted.values : undefined;
  const [url, setUrl] = useState(postedValues?.url ?? '');
  const [chosen, setChosen] = useState<Record<SelectKey, number | null>>({
    campaigns: postedValues?.campaignId ?? null,
    media: postedValues?.mediumId ?? null,
    sources: postedValues?.sourceId ?? null,
  });
  const [shortUrl, setShortUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(posted && !posted.ok ? posted.error : null);
  const [busy, setBusy] = useState(false);
  const { copied, copy, reset } = useCopiedLabel();
  const copyMode = shortUrl !== null && url === shortUrl;

  useEffect(() => {
    if (!lastRename || !shortUrl || !shortUrl.endsWith(`/r/${lastRename.previousCode}`)) return;
    if (url === shortUrl) setUrl(lastRename.link.short_url);
    setShortUrl(lastRename.link.short_url);
    // Only a new rename matters, not each keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastRename]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (copyMode) {
      await copy(shortUrl);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await createTrackedLink({
        url,
        campaign_id: chosen.campaigns,
        medium_id: chosen.media,
        source_id: chosen.sources,
      });
      if (isLinkCreateError(result)) {
        setError(creationErrorText(t, result.error));
        return;
      }
      setShortUrl(result.short_url);
      setUrl(result.short_url);
      reset();
      onCreated(result);
    } catch {
      // Not signed in any more, rate limited, offline…: SPEC §8's text for any other error.
      setError(t('links.createError'));
    } finally {
      setBusy(false);
    }
  }

  async function createValue(key: SelectKey, model: UtmModel, name: string): Promise<SelectOption> {
    const created = await createUtmValue(model, name);
    // The server answers the id of an existing value of that name (another tab may have made it).
    const known = utm[key].find((value) => value.id === created.id) ?? created;
    if (known === created) onUtmCreated(key, created);
    return known;
  }

  const buttonLabel = copyMode ? (copied ? t('links.copied') : t('links.copy')) : t('links.getTrackedLink');
  return (
    <form
      method="post"
      className="form link-tracker__form"
      onSubmit={hydrated ? submit : undefined}
      noValidate
    >
      <CsrfField />
      <div className="field link-tracker__url">
        <label htmlFor="link-tracker-url">{t('links.url')}</label>
        <input
          id="link-tracker-url"
          name="url"
          type="text"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder={t('links.urlPlaceholder')}
          value={url}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'link-tracker-error' : undefined}
          onChange={(event) => {
            // SPEC §4: typing in the URL field returns the button to its first state.
            setUrl(event.target.value);
            setShortUrl(null);
            setError(null);
            reset();
          }}
          onFocus={(event) => {
            if (copyMode) event.target.select();
          }}
        />
      </div>
      <div className="link-tracker__utm">
        {selects.map(({ key, field, model, label, hint }) => (
          <SelectWithCreate
            key={key}
            label={t(label)}
            name={field}
            placeholder={t(hint)}
            options={utm[key]}
            value={chosen[key]}
            onChange={(value) => setChosen((current) => ({ ...current, [key]: value?.id ?? null }))}
            onCreate={canCreateUtm ? (name) => createValue(key, model, name) : undefined}
            createLabel={(name) => t('links.create', name)}
            noMatchLabel={t('links.noMatch')}
            createError={t('links.createFailed')}
            clearLabel={t('links.clear')}
          />
        ))}
      </div>
      {error ? (
        <p className="alert alert--error" id="link-tracker-error" role="alert">
          {error}
        </p>
      ) : null}
      <p>
        <button
          type="submit"
          className={copyMode ? 'button button--copy' : 'button'}
          data-mode={copyMode ? 'copy' : 'create'}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {buttonLabel}
        </button>
      </p>
      {posted?.ok ? (
        <p className="alert alert--success" role="status">
          {t('links.trackedLink')}:{' '}
          <a href={posted.link.short_url} className="link-tracker__short-url">
            {posted.link.short_url}
          </a>
        </p>
      ) : null}
      <span className="visually-hidden" role="status" aria-live="polite">
        {copied ? t('links.copied') : ''}
      </span>
    </form>
  );
}
