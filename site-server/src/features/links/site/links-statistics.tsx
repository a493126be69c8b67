import { Suspense, useMemo, useState, type MouseEvent } from 'react';
import { data } from 'react-router';
import { linkPeriods, type LinkPeriod, type PeriodStatistics } from '@shared/links/contract';
import { languageByCode, type LangCode, type MessageKey } from '@shared/i18n';
import { useHydrated } from '../../../core/site/components/use-hydrated';
import { statisticsCode } from './paths';
import { ClicksLineChart, CountryPieChart, type CountryPoint, type DayPoint } from './link-charts';
import { useSite, useSitePath, useT, type Translate } from '../../../core/site/shell-data';
import linksCss from './links.css?url';
import { pageSeo } from '../../../core/site/seo';
import type { Route } from './+types/links-statistics';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: linksCss }];

// Each visitor's own statistics: out of search engines.
export const meta: Route.MetaFunction = (args) =>
  pageSeo(args, (_site, t) => {
    const link = args.loaderData?.link;
    return link && { title: t('linkStats.title', link.short_url), path: `/r/${link.code}+`, noindex: true };
  });

const isPeriod = (value: string | null): value is LinkPeriod =>
  linkPeriods.some((period) => period === value);

/**
 * A link's statistics (SPEC §2): staff see every link's, a visitor or portal user their own; an
 * unknown code, or someone else's link, is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const code = statisticsCode(params['*']);
  if (!code) throw data(null, { status: 404 });
  const site = context.vitrine;
  const view = site.links?.canUse ? await site.links.statistics(code) : null;
  if (!view) throw data(null, { status: 404 });
  const param = new URL(request.url).searchParams.get('period');
  return { ...view, period: isPeriod(param) ? param : ('all' as LinkPeriod) };
}

const periodLabels: Record<LinkPeriod, MessageKey> = {
  all: 'linkStats.allTime',
  month: 'linkStats.lastMonth',
  week: 'linkStats.lastWeek',
};

const locale = (lang: LangCode) => languageByCode(lang).code.replace('_', '-');

function dayLabel(lang: LangCode, day: string, withYear: boolean): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale(lang), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: withYear ? 'numeric' : undefined,
  }).format(date);
}

function countryName(lang: LangCode, t: Translate, code: string | null, english: string): string {
  if (!code) return t('linkStats.unknownCountry');
  try {
    return new Intl.DisplayNames([locale(lang)], { type: 'region' }).of(code) ?? english;
  } catch {
    return english;
  }
}

export default function LinkStatisticsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const to = useSitePath();
  const { link, statistics } = loaderData;
  const [period, setPeriod] = useState<LinkPeriod>(loaderData.period);
  const hydrated = useHydrated();
  const qrBase = `/website_links/qr/${encodeURIComponent(link.code)}`;

  return (
    <section className="page link-stats">
      <p>
        <a href={to('/r')}>{t('linkStats.backToTracker')}</a>
      </p>
      <h1>{t('linkStats.title', link.short_url)}</h1>
      <dl className="link-stats__summary">
        <dt>{t('linkStats.shortUrl')}</dt>
        <dd>
          <a href={link.short_url}>{link.short_url}</a>
        </dd>
        <dt>{t('linkStats.target')}</dt>
        <dd>
          <a href={link.url} rel="noopener noreferrer">
            {link.url}
          </a>
        </dd>
        <dt>{t('linkStats.totalClicks')}</dt>
        <dd className="link-stats__total">{statistics.total}</dd>
      </dl>

      <div className="link-stats__layout">
        <div className="link-stats__periods">
          <div className="link-stats__tabs" role="tablist" aria-label={t('linkStats.periods')}>
            {linkPeriods.map((name) => (
              <a
                key={name}
                id={`period-tab-${name}`}
                href={`?period=${name}`}
                role="tab"
                aria-selected={name === period}
                aria-controls="period-panel"
                className="link-stats__tab"
                onClick={
                  hydrated
                    ? (event: MouseEvent) => {
                        event.preventDefault();
                        setPeriod(name);
                      }
                    : undefined
                }
              >
                {t(periodLabels[name])}
              </a>
            ))}
          </div>
          <div
            id="period-panel"
            role="tabpanel"
            aria-labelledby={`period-tab-${period}`}
            data-period={period}
          >
            <PeriodPanel key={period} period={period} stats={statistics.periods[period]} />
          </div>
        </div>

        <aside className="link-stats__qr" aria-labelledby="qr-title">
          <h2 id="qr-title">{t('linkStats.qrCode')}</h2>
          <img src={`${qrBase}.svg`} alt={t('linkStats.qrCodeOf', link.short_url)} width={192} height={192} />
          <p>
            <a
              className="button button--small button--secondary"
              href={`${qrBase}.svg`}
              download={`${link.code}.svg`}
            >
              {t('linkStats.downloadSvg')}
            </a>
            <a
              className="button button--small button--secondary"
              href={`${qrBase}.png`}
              download={`${link.code}.png`}
            >
              {t('linkStats.downloadPng')}
            </a>
          </p>
        </aside>
      </div>
    </section>
  );
}

/** One tab: the charts once the page's script runs, and always the same numbers as tables. */
function PeriodPanel({ period, stats }: { period: LinkPeriod; stats: PeriodStatistics }) {
  const t = useT();
  const { lang } = useSite();
  const hydrated = useHydrated();
  const days = useMemo<DayPoint[]>(
    () =>
      stats.byDay.map((day) => ({ label: dayLabel(lang, day.day, period === 'all'), clicks: day.clicks })),
    [stats.byDay, lang, period],
  );
  const countries: CountryPoint[] = stats.byCountry.map((row) => ({
    name: countryName(lang, t, row.countryCode, row.country),
    clicks: row.clicks,
  }));

  if (stats.total === 0) return <p className="link-stats__empty">{t('linkStats.noData')}</p>;

  const tables = (
    <div className="link-stats__charts">
      <table className="link-stats__table" data-table="days">
        <caption className="visually-hidden">{t('linkStats.clicksByDay')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('linkStats.day')}</th>
            <th scope="col">{t('linkStats.clicks')}</th>
          </tr>
        </thead>
        <tbody>
          {days
            .filter((day) => day.clicks > 0)
            .map((day) => (
              <tr key={day.label}>
                <td>{day.label}</td>
                <td>{day.clicks}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <table className="link-stats__table" data-table="countries">
        <caption className="visually-hidden">{t('linkStats.clicksByCountry')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('linkStats.country')}</th>
            <th scope="col">{t('linkStats.clicks')}</th>
          </tr>
        </thead>
        <tbody>
          {countries.map((country) => (
            <tr key={country.name}>
              <td>{country.name}</td>
              <td>{country.clicks}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  if (!hydrated) return tables;
  return (
    <>
      <div className="link-stats__charts">
        <figure className="link-stats__chart" data-chart="days">
          <h3>{t('linkStats.clicksByDay')}</h3>
          <Suspense fallback={<span className="spinner" aria-hidden="true" />}>
            <ClicksLineChart period={period} days={days} seriesName={t('linkStats.clicks')} />
          </Suspense>
        </figure>
        <figure className="link-stats__chart" data-chart="countries">
          <h3>{t('linkStats.clicksByCountry')}</h3>
          <Suspense fallback={<span className="spinner" aria-hidden="true" />}>
            <CountryPieChart countries={countries} />
          </Suspense>
        </figure>
      </div>
      <details className="link-stats__figures">
        <summary>{t('linkStats.figures')}</summary>
        {tables}
      </details>
    </>
  );
}
