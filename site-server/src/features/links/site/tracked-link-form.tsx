import { useEffect, useState, type FormEvent } from 'react';
import {
  isLinkCreateError,
  linkCreateErrorText,
  linkMessages,
  type LinkNewParams,
  type Many2one,
  type TrackedLink,
  type UtmRecord,
} from '@shared/links/contract';
import type { MessageKey } from '@shared/i18n';
import { CsrfField } from '../../../core/site/components/csrf-field';
import { SelectWithCreate, type SelectChoice } from '../../../core/site/components/select-with-create';
import { useHydrated } from '../../../core/site/components/use-hydrated';
import { useT, type Translate } from '../../../core/site/shell-data';
import { useCopiedLabel } from './clipboard';
import { createTrackedLink } from './links-api';

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
    nameField: 'campaign_name',
    label: 'links.campaign',
    hint: 'links.campaignPlaceholder',
  },
  {
    key: 'media',
    field: 'medium_id',
    nameField: 'medium_name',
    label: 'links.medium',
    hint: 'links.mediumPlaceholder',
  },
  {
    key: 'sources',
    field: 'source_id',
    nameField: 'source_name',
    label: 'links.source',
    hint: 'links.sourcePlaceholder',
  },
] as const satisfies ReadonlyArray<{
  key: keyof UtmLists;
  field: 'campaign_id' | 'medium_id' | 'source_id';
  nameField: 'campaign_name' | 'medium_name' | 'source_name';
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

/** A select's choice from the link the server answered (a typed value now has its id). */
const choiceOf = (value: Many2one): SelectChoice | null => (value ? { id: value[0], name: value[1] } : null);

/**
 * The tracker's form (SPEC §2, §4): URL, campaign, channel and source, and one button. A value
 * typed in a select and not in its list is sent by name and created with the link (SPEC §5). The button
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
}: {
  utm: UtmLists;
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
  const postedChoice = (key: SelectKey, id: number | null | undefined): SelectChoice | null =>
    utm[key].find((value) => value.id === id) ?? null;
  const [chosen, setChosen] = useState<Record<SelectKey, SelectChoice | null>>({
    campaigns: postedChoice('campaigns', postedValues?.campaignId),
    media: postedChoice('media', postedValues?.mediumId),
    sources: postedChoice('sources', postedValues?.sourceId),
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
      const params: LinkNewParams = { url };
      for (const { key, field, nameField } of selects) {
        const choice = chosen[key];
        if (choice?.id) params[field] = choice.id;
        else if (choice) params[nameField] = choice.name;
      }
      const result = await createTrackedLink(params);
      if (isLinkCreateError(result)) {
        setError(creationErrorText(t, result.error));
        return;
      }
      // Typed values now exist: the selects list them and hold their ids.
      const answered = { campaigns: result.campaign_id, media: result.medium_id, sources: result.source_id };
      for (const { key } of selects) {
        const choice = choiceOf(answered[key]);
        if (chosen[key]?.id === null && choice) {
          if (!utm[key].some((value) => value.id === choice.id))
            onUtmCreated(key, { id: choice.id!, name: choice.name });
          setChosen((current) => ({ ...current, [key]: choice }));
        }
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
        {selects.map(({ key, field, label, hint }) => (
          <SelectWithCreate
            key={key}
            label={t(label)}
            name={field}
            placeholder={t(hint)}
            options={utm[key]}
            value={chosen[key]}
            onChange={(value) => setChosen((current) => ({ ...current, [key]: value }))}
            allowCreate
            createLabel={(name) => t('links.create', name)}
            newLabel={t('links.newValue')}
            noMatchLabel={t('links.noMatch')}
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
