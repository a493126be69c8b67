import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isLinkCreateError,
  recentLinkFilters,
  type RecentLinkFilter,
  type TrackedLink,
  type UtmRecord,
} from '@shared/links/contract';
import { readSiteForm } from '../../../core/site/forms.server';
import { recentLinks, utmValues } from './links-api';
import { RecentLinks, type RecentLinksState } from './recent-links';
import {
  creationErrorText,
  TrackedLinkForm,
  type TrackerFormResult,
  type UtmLists,
} from './tracked-link-form';
import { translator, useT } from '../../../core/site/shell-data';
import linksCss from './links.css?url';
import { pageSeo } from '../../../core/site/seo';
import type { Route } from './+types/links-tracker';

// Each visitor's own tool: out of search engines.
export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => ({ title: t('links.title'), path: '/r', noindex: true }));

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: linksCss }];

const isFilter = (value: string | null): value is RecentLinkFilter =>
  recentLinkFilters.some((filter) => filter === value);

/**
 * The link tracker (SPEC §2), for everyone (SPEC §1): each visitor sees their own links. The selects' values and the first recent-links
 * list come from the server (so the page reads fine before its script runs); then the page calls
 * the spec's JSON-RPC routes itself.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.vitrine;
  const param = new URL(request.url).searchParams.get('filter');
  const filter: RecentLinkFilter = isFilter(param) ? param : 'newest';
  const tracker = site.links?.canUse ? site.links : null;
  if (!tracker) return { filter, utm: null, recent: null };
  const [utm, recent] = await Promise.all([
    tracker.utmValues(),
    tracker.recent(filter).then(
      (list): RecentLinksState => ({ status: 'ready', links: list }),
      (): RecentLinksState => ({ status: 'failed' }),
    ),
  ]);
  return {
    filter,
    utm: { campaigns: utm.campaigns, media: utm.media, sources: utm.sources },
    recent,
  };
}

const idField = (value: string) => (/^\d+$/.test(value) ? Number(value) : null);

/** The form's post without JavaScript: same answers as POST /website_links/new. */
export async function action({ request, context }: Route.ActionArgs): Promise<TrackerFormResult> {
  const site = context.vitrine;
  const form = await readSiteForm(request, context);
  const values = {
    url: form.text('url'),
    campaignId: idField(form.text('campaign_id')),
    mediumId: idField(form.text('medium_id')),
    sourceId: idField(form.text('source_id')),
  };
  const t = translator(site.lang);
  if (!site.links?.canUse) return { ok: false, error: t('links.createError'), values };
  try {
    const result = await site.links.create({
      url: values.url,
      campaign_id: values.campaignId,
      medium_id: values.mediumId,
      source_id: values.sourceId,
    });
    if (isLinkCreateError(result)) return { ok: false, error: creationErrorText(t, result.error), values };
    return { ok: true, link: result };
  } catch {
    return { ok: false, error: t('links.createError'), values };
  }
}

const noUtm: UtmLists = { campaigns: [], media: [], sources: [] };

export default function LinkTrackerPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [utm, setUtm] = useState<UtmLists>(loaderData.utm ?? noUtm);
  const [filter, setFilter] = useState<RecentLinkFilter>(loaderData.filter);
  const [recent, setRecent] = useState<RecentLinksState>(loaderData.recent ?? { status: 'loading' });
  const request = useRef<AbortController | null>(null);
  const [lastRename, setLastRename] = useState<{ previousCode: string; link: TrackedLink } | null>(null);

  // A new server answer (after a post without JavaScript, or a revalidation) replaces the lists.
  useEffect(() => {
    if (loaderData.utm) setUtm(loaderData.utm);
    if (loaderData.recent) setRecent(loaderData.recent);
    setFilter(loaderData.filter);
  }, [loaderData]);

  const loadRecent = useCallback(async (wanted: RecentLinkFilter) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setFilter(wanted);
    setRecent((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    try {
      const list = await recentLinks(wanted, controller.signal);
      if (!controller.signal.aborted) setRecent({ status: 'ready', links: list });
    } catch {
      if (!controller.signal.aborted) setRecent({ status: 'failed' });
    }
  }, []);

  // Without the server's part of the link tracker in the load context, the page loads its data itself.
  useEffect(() => {
    if (!loaderData.utm) {
      Promise.all([utmValues('utm.campaign'), utmValues('utm.medium'), utmValues('utm.source')]).then(
        ([campaigns, media, sources]) => setUtm({ campaigns, media, sources }),
        () => setUtm(noUtm),
      );
    }
    if (!loaderData.recent) void loadRecent(loaderData.filter);
  }, [loaderData, loadRecent]);

  useEffect(() => () => request.current?.abort(), []);

  const addUtm = (key: keyof UtmLists, value: UtmRecord) =>
    setUtm((current) => ({
      ...current,
      [key]: [...current[key], value].sort((a, b) => a.name.localeCompare(b.name)),
    }));

  const replaceRenamed = (previousCode: string, renamed: TrackedLink) => {
    setLastRename({ previousCode, link: renamed });
    setRecent((current) =>
      current.status === 'ready'
        ? {
            status: 'ready',
            links: current.links.map((link) => (link.code === previousCode ? renamed : link)),
          }
        : current,
    );
  };

  return (
    <section className="page link-tracker">
      <h1>{t('links.title')}</h1>
      <p className="link-tracker__intro">{t('links.intro')}</p>
      <TrackedLinkForm
        utm={utm}
        onUtmCreated={addUtm}
        onCreated={() => void loadRecent(filter)}
        posted={actionData}
        lastRename={lastRename}
      />
      <noscript>
        <p className="notice notice--warning">{t('links.needsJavaScript')}</p>
      </noscript>
      <RecentLinks
        filter={filter}
        state={recent}
        onFilter={(wanted) => void loadRecent(wanted)}
        onRenamed={replaceRenamed}
      />
    </section>
  );
}
