import type { Request, Router } from 'express';
import { z } from 'zod';
import {
  clickCsvColumns,
  LINKS_PAGE_SIZE,
  linkCodeInputSchema,
  linkCreateInputSchema,
  linkCsvColumns,
  linkListQuerySchema,
  linkMessages,
  utmKindSchema,
  utmNameInputSchema,
  type LinkDetail,
  type LinkRow,
  type UtmValueRow,
} from '../../../../shared/links/contract';
import type { Page } from '../../../../shared/api/admin';
import { sendCsv, type CsvValue } from '../../core/csv';
import { UserError, ValidationError } from '../../core/errors';
import { idParam } from '../../core/http/route-kit';
import { createFromRequest, writeLimiter, type LinksRouteDeps } from './links.routes';
import type { LinkFilters } from './link.service';
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
  const base = (req: Request) => platform.baseUrl(req);
  const limiter = writeLimiter();
  const linkId = (params: Record<string, string>) => idParam.parse(params.id);

  kit.api(
    router,
    'get',
    '/links',
    { access: 'staff', query: linkListQuerySchema },
    async (ctx, { query }, req) => {
      const { items, total } = await links.list(ctx.em, filtersOf(query), query.page);
      const page: Page<LinkRow> = {
        items: items.map((link) => toLinkRow(link, base(req))),
        total,
        page: query.page,
        pageSize: LINKS_PAGE_SIZE,
      };
      return page;
    },
  );

  kit.api(
    router,
    'get',
    '/links.csv',
    { access: 'staff', query: linkListQuerySchema },
    async (ctx, { query }, req, res) => {
      const { items } = await links.list(ctx.em, filtersOf(query), null);
      const rows = items.map((link): CsvValue[] => {
        const row = toLinkRow(link, base(req));
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
      sendCsv(res, 'links.csv', [[...linkCsvColumns], ...rows]);
    },
  );

  kit.api(
    router,
    'post',
    '/links',
    // readOnly: the create runs its own transaction after the loopback check.
    { access: 'staff', body: linkCreateInputSchema, before: [limiter], readOnly: true },
    async (_ctx, { body }, req) => {
      const result = await createFromRequest(deps, req, {
        url: body.url,
        title: body.title ?? null,
        campaign_id: body.campaignId ?? null,
        medium_id: body.mediumId ?? null,
        source_id: body.sourceId ?? null,
      });
      if ('error' in result) throw new ValidationError(result.message, { url: result.message });
      const link = await links.get(platform.dataSource.manager, result.id);
      return toLinkRow(link, base(req));
    },
  );

  kit.api(router, 'get', '/links/:id', { access: 'staff' }, async (ctx, { params }, req) => {
    const link = await links.get(ctx.em, linkId(params));
    const detail: LinkDetail = {
      link: toLinkRow(link, base(req)),
      statistics: await links.statistics(ctx.em, link),
    };
    return detail;
  });

  kit.api(router, 'get', '/links/:id/clicks.csv', { access: 'staff' }, async (ctx, { params }, _req, res) => {
    const link = await links.get(ctx.em, linkId(params));
    const clicks = await links.clicksOf(ctx.em, link.id);
    const rows = clicks.map((click): CsvValue[] => [
      isoTime(click.created),
      click.countryCode,
      click.referrerHost,
      click.device,
      Boolean(click.isBot),
    ]);
    sendCsv(res, `clicks-${link.code}.csv`, [[...clickCsvColumns], ...rows]);
  });

  for (const [path, archived] of [
    ['/links/:id/archive', true],
    ['/links/:id/unarchive', false],
  ] as const) {
    kit.api(router, 'post', path, { access: 'staff' }, async (ctx, { params }, req) =>
      toLinkRow(await links.setArchived(ctx.em, linkId(params), archived), base(req)),
    );
  }

  kit.api(
    router,
    'put',
    '/links/:id/code',
    { access: 'staff', body: linkCodeInputSchema, before: [limiter] },
    async (ctx, { params, body }, req) => {
      const link = await links.get(ctx.em, linkId(params));
      return toLinkRow(await links.renameCode(ctx.em, link, body.code), base(req));
    },
  );

  // ----- UTM values ----------------------------------------------------------------------------
  const kindOf = (params: Record<string, string>) => utmKindSchema.parse(params.kind);

  kit.api(router, 'get', '/utm/:kind', { access: 'staff' }, async (ctx, { params }) => {
    const rows: UtmValueRow[] = await links.listUtm(ctx.em, kindOf(params));
    return rows;
  });

  kit.api(
    router,
    'post',
    '/utm/:kind',
    { access: 'staff', body: utmNameInputSchema },
    async (ctx, { params, body }) => {
      const kind = kindOf(params);
      const { record, created } = await links.findOrCreateUtm(ctx.em, kind, body.name);
      if (!created) throw new UserError(linkMessages.utmNameTaken);
      return links.utmRow(ctx.em, kind, record.id);
    },
  );

  kit.api(
    router,
    'put',
    '/utm/:kind/:id',
    { access: 'staff', body: utmNameInputSchema },
    async (ctx, { params, body }) =>
      links.renameUtm(ctx.em, kindOf(params), idParam.parse(params.id), body.name),
  );

  kit.api(router, 'delete', '/utm/:kind/:id', { access: 'staff' }, async (ctx, { params }) => {
    await links.deleteUtm(ctx.em, kindOf(params), idParam.parse(params.id));
  });
}
