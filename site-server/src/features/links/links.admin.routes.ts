import type { Router } from 'express';
import { z } from 'zod';
import { linksAdminCalls } from '../../../../shared/links/admin-calls';
import { linkMessages } from '../../../../shared/links/contract';
import {
  clickCsvColumns,
  LINKS_PAGE_SIZE,
  linkCsvColumns,
  linkListQuerySchema,
  type LinkRow,
} from '../../../../shared/links/admin-contract';
import { sendCsv, type CsvValue } from '../../core/csv';
import { isLangCode } from '../../../../shared/i18n';
import { UserError, ValidationError } from '../../core/errors';
import { createFromRequest, writeLimiter, type LinksRouteDeps } from './links.routes';
import type { LinkFilters } from './link.service';
import { linkPerformance } from './link-performance';
import type { TrackedLink } from './tracked-link.entity';

export function toLinkRow(link: TrackedLink, baseUrl: string): LinkRow {
  const ref = (value: { id: number; name: string } | null | undefined) =>
    value ? { id: value.id, name: value.name } : null;
  return {
    id: link.id,
    url: link.url,
    code: link.code,
    shortUrl: `${baseUrl}/r/${link.code}`,
    title: link.title,
    campaign: ref(link.campaign),
    medium: ref(link.medium),
    source: ref(link.source),
    clicks: link.clickCount,
    lastClickAt: link.lastClickAt ? link.lastClickAt.toISOString() : null,
    archived: link.archived,
    createdAt: link.created.toISOString(),
    createdBy: link.createdBy?.name ?? null,
  };
}

const filtersOf = (query: z.output<typeof linkListQuerySchema>): LinkFilters => ({
  q: query.q || undefined,
  campaignId: query.campaignId,
  mediumId: query.mediumId,
  sourceId: query.sourceId,
  archived: query.archived,
  sort: query.sort,
});

/** Times from SQLite arrive as 'YYYY-MM-DD HH:MM:SS.SSS' (UTC), from PostgreSQL as Dates. */
const isoTime = (value: string | Date) =>
  value instanceof Date ? value.toISOString() : `${value.replace(' ', 'T')}${value.endsWith('Z') ? '' : 'Z'}`;

/** /api/admin/links… and /api/admin/utm… (access 'staff'). */
export function linksAdminRoutes(router: Router, deps: LinksRouteDeps) {
  const { platform, links } = deps;
  const { kit } = platform;
  const base = () => platform.publicUrl();
  const limiter = writeLimiter(deps.platform);
  const calls = linksAdminCalls;

  // Before /links/:id, which would take 'performance' for an id.
  kit.api(router, calls.performance, 'sales', async (ctx, { query }) => ({
    currency: (await platform.company.mainCompany(ctx.em)).currency,
    rows: await linkPerformance(ctx.em, platform.stats, query),
  }));

  kit.api(router, calls.list, 'staff', async (ctx, { query }) => {
    const { items, total } = await links.list(ctx.em, filtersOf(query), query.page);
    return {
      items: items.map((link) => toLinkRow(link, base())),
      total,
      page: query.page,
      pageSize: LINKS_PAGE_SIZE,
    };
  });

  kit.api(router, calls.exportCsv, 'staff', async (ctx, { query }, _req, res) => {
    const { items } = await links.list(ctx.em, filtersOf(query), null);
    const rows = items.map((link): CsvValue[] => {
      const row = toLinkRow(link, base());
      return [
        row.id,
        row.code,
        row.shortUrl,
        row.url,
        row.title,
        row.campaign?.name,
        row.medium?.name,
        row.source?.name,
        row.clicks,
        row.lastClickAt,
        row.archived,
        row.createdAt,
      ];
    });
    await sendCsv(res, 'links.csv', [[...linkCsvColumns], ...rows]);
  });

  kit.api(
    router,
    calls.create,
    'staff',
    async (_ctx, { body }, req) => {
      const result = await createFromRequest(deps, req, undefined, {
        url: body.url,
        title: body.title ?? null,
        campaign_id: body.campaignId ?? null,
        medium_id: body.mediumId ?? null,
        source_id: body.sourceId ?? null,
        campaign_name: body.campaignName ?? null,
        medium_name: body.mediumName ?? null,
        source_name: body.sourceName ?? null,
      });
      if ('error' in result) throw new ValidationError(result.message, { url: result.message });
      const link = await links.get(platform.dataSource.manager, result.id);
      return toLinkRow(link, base());
    },
    // readOnly: the create runs its own transaction after the loopback check.
    { before: [limiter], readOnly: true },
  );

  // A link's rules (issue 32): staff, like every other change of a link here.
  kit.api(router, calls.rules, 'staff', (ctx, { params }) => deps.rules.get(ctx.em, params.id));
  kit.api(router, calls.updateRules, 'staff', (ctx, { params, body }) =>
    deps.rules.update(ctx.em, params.id, body, isLangCode(ctx.lang) ? ctx.lang : 'en_US'),
  );
  kit.api(router, calls.previewClick, 'staff', (ctx, { params, body }) =>
    deps.rules.preview(ctx.em, params.id, body),
  );

  kit.api(router, calls.get, 'staff', async (ctx, { params }) => {
    const link = await links.get(ctx.em, params.id);
    return { link: toLinkRow(link, base()), statistics: await links.statistics(ctx.em, link) };
  });

  kit.api(router, calls.clicksCsv, 'staff', async (ctx, { params }, _req, res) => {
    const link = await links.get(ctx.em, params.id);
    async function* rows(): AsyncGenerator<CsvValue[]> {
      yield [...clickCsvColumns];
      for await (const click of links.clicksOf(ctx.em, link.id))
        yield [
          isoTime(click.created),
          click.countryCode,
          click.referrerHost,
          click.device,
          Boolean(click.isBot),
          click.address,
        ];
    }
    await sendCsv(res, `clicks-${link.code}.csv`, rows());
  });

  for (const [call, archived] of [
    [calls.archive, true],
    [calls.unarchive, false],
  ] as const) {
    kit.api(router, call, 'staff', async (ctx, { params }) =>
      toLinkRow(await links.setArchived(ctx.em, params.id, archived), base()),
    );
  }

  kit.api(
    router,
    calls.renameCode,
    'staff',
    async (ctx, { params, body }) => {
      const link = await links.get(ctx.em, params.id);
      return toLinkRow(await links.renameCode(ctx.em, link, body.code), base());
    },
    { before: [limiter] },
  );

  // ----- UTM values ----------------------------------------------------------------------------
  kit.api(router, calls.utmValues, 'staff', async (ctx, { params }) => links.listUtm(ctx.em, params.kind));

  kit.api(router, calls.createUtm, 'staff', async (ctx, { params, body }) => {
    const { record, created } = await links.findOrCreateUtm(ctx.em, params.kind, body.name);
    if (!created) throw new UserError(linkMessages.utmNameTaken);
    return links.utmRow(ctx.em, params.kind, record.id);
  });

  kit.api(router, calls.renameUtm, 'staff', async (ctx, { params, body }) =>
    links.renameUtm(ctx.em, params.kind, params.id, body.name),
  );

  kit.api(router, calls.deleteUtm, 'staff', async (ctx, { params }) => {
    await links.deleteUtm(ctx.em, params.kind, params.id);
  });
}
