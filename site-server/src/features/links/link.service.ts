import { IsNull, type EntityManager } from 'typeorm';
import {
  LINK_CODE_PATTERN,
  linkMessages,
  type RecentLinkFilter,
  type UtmKind,
  type UtmRecord,
} from '../../../../shared/links/contract';
import { LINKS_PAGE_SIZE, type UtmValueRow } from '../../../../shared/links/admin-contract';
import type { RequestContext } from '../../core/context';
import { MissingError, UserError, ValidationError } from '../../core/errors';
import type { CachedLink, LinkCodeCache } from './link-cache';
import type { LinkOwner } from './link-owner';
import { LinkClickQueries } from './link-clicks';
import { randomCode, redirectLocation } from './link-url';
import { passwordTagOf } from './link-rule-cookies';
import { compileRules } from './link-rules';
import { TrackedLink } from './tracked-link.entity';
import { UtmCampaign, UtmMedium, UtmSource, type UtmEntity } from './utm.entity';
import type { LinkSql } from './sql';

export const utmEntityOf: Record<UtmKind, UtmEntity> = {
  campaign: UtmCampaign,
  medium: UtmMedium,
  source: UtmSource,
};
const utmColumnOf: Record<UtmKind, 'campaignId' | 'mediumId' | 'sourceId'> = {
  campaign: 'campaignId',
  medium: 'mediumId',
  source: 'sourceId',
};

export interface LinkInput {
  url: string;
  title?: string | null;
  campaignId?: number | null;
  mediumId?: number | null;
  sourceId?: number | null;
  /** Values typed rather than chosen: found by name or created with the link (an id wins). */
  campaignName?: string | null;
  mediumName?: string | null;
  sourceName?: string | null;
}

export interface LinkFilters {
  q?: string;
  campaignId?: number;
  mediumId?: number;
  sourceId?: number;
  archived: boolean;
  sort: 'newest' | 'clicks';
}

const LINK_RELATIONS = { campaign: true, medium: true, source: true } as const;

const utmNamesOf = (link: TrackedLink) => ({
  campaign: link.campaign?.name ?? null,
  medium: link.medium?.name ?? null,
  source: link.source?.name ?? null,
});

/** The location a link redirects to. */
export const locationOf = (link: TrackedLink) => redirectLocation(link.url, utmNamesOf(link));

/** A link as the redirect fast path keeps it. */
export function cachedLinkOf(link: TrackedLink): CachedLink {
  const location = locationOf(link);
  return {
    id: link.id,
    location,
    host: new URL(location).host,
    madeByStaff: link.madeByStaff,
    rules: compileRules(link, utmNamesOf(link), link.passwordHash ? passwordTagOf(link.passwordHash) : null),
  };
}

/**
 * Tracked links: creation (the target already checked by the routes), code renaming, the
 * recent lists, archiving, statistics and CSV (the click queries of link-clicks.ts), and the UTM vocabularies. Keeps the code cache of
 * the redirect fast path in step with every change.
 */
export class LinkService extends LinkClickQueries {
  constructor(
    private readonly cache: LinkCodeCache,
    sql: LinkSql,
  ) {
    super(sql);
  }

  // ----- Cache -------------------------------------------------------------------------------

  /** Fills the cache with every link (archived links keep redirecting, as with Bitly and Dub). */
  async loadCache(em: EntityManager) {
    const links = await em.getRepository(TrackedLink).find({ relations: LINK_RELATIONS });
    this.cache.clear();
    for (const link of links) this.cache.set(link.code, cachedLinkOf(link));
    return links.length;
  }

  /** The fast path's miss: one database read, remembered either way. */
  async lookup(em: EntityManager, code: string) {
    const cached = this.cache.get(code);
    if (cached) return cached;
    if (this.cache.isKnownMissing(code)) return null;
    const mark = this.cache.mark;
    const link = await em.getRepository(TrackedLink).findOne({ where: { code }, relations: LINK_RELATIONS });
    if (!link) {
      this.cache.markMissing(code);
      return null;
    }
    const entry = cachedLinkOf(link);
    this.cache.setIfUnchanged(mark, link.code, entry);
    return entry;
  }

  /** This process redirects with the link at once; every process reads it again once `em` commits. */
  private remember(em: EntityManager, links: TrackedLink[]) {
    for (const link of links) this.cache.set(link.code, cachedLinkOf(link));
    this.cache.changed(
      em,
      links.map((link) => link.id),
    );
  }

  // ----- Links -------------------------------------------------------------------------------

  async get(em: EntityManager, id: number) {
    const link = await em.getRepository(TrackedLink).findOne({
      where: { id },
      relations: { ...LINK_RELATIONS, createdBy: true },
    });
    if (!link) throw new MissingError('This link does not exist.');
    return link;
  }

  async byCode(em: EntityManager, code: string) {
    if (!LINK_CODE_PATTERN.test(code)) return null;
    return em.getRepository(TrackedLink).findOne({ where: { code }, relations: LINK_RELATIONS });
  }

  /**
   * Creates a link for `url` (an http(s) URL already parsed) with the given UTM values. The same
   * user asking again for the same target and values gets the same link, as with Bitly.
   */
  async create(ctx: RequestContext, url: string, input: Omit<LinkInput, 'url'>, owner: LinkOwner) {
    const repo = ctx.em.getRepository(TrackedLink);
    const campaignId = await this.utmId(ctx.em, 'campaign', input.campaignId, input.campaignName);
    const mediumId = await this.utmId(ctx.em, 'medium', input.mediumId, input.mediumName);
    const sourceId = await this.utmId(ctx.em, 'source', input.sourceId, input.sourceName);
    const createdById = owner.kind === 'visitor' ? null : owner.userId;
    const visitorKey = owner.kind === 'visitor' ? owner.key : null;
    const same = await repo.findOne({
      where: {
        url,
        campaignId: campaignId ?? IsNull(),
        mediumId: mediumId ?? IsNull(),
        sourceId: sourceId ?? IsNull(),
        createdById: createdById ?? IsNull(),
        visitorKey: visitorKey ?? IsNull(),
        archived: false,
      },
      relations: LINK_RELATIONS,
      order: { id: 'DESC' },
    });
    if (same) return same;
    let code = randomCode();
    for (let attempt = 0; await repo.existsBy({ code }); attempt++) {
      if (attempt >= 8) throw new Error('no free link code after 8 attempts');
      code = randomCode();
    }
    const saved = await repo.save(
      repo.create({
        url,
        code,
        title: input.title?.trim() || null,
        campaignId,
        mediumId,
        sourceId,
        createdById,
        visitorKey,
        madeByStaff: owner.kind === 'staff',
        archived: false,
        clickCount: 0,
        lastClickAt: null,
      }),
    );
    const link = await this.get(ctx.em, saved.id);
    this.remember(ctx.em, [link]);
    return link;
  }

  /** The id of a chosen value, or of a typed one (SPEC §5: found case-insensitively, else created here). */
  private async utmId(
    em: EntityManager,
    kind: UtmKind,
    id: number | null | undefined,
    name: string | null | undefined,
  ) {
    if (id === null || id === undefined) {
      if (!name?.trim()) return null;
      return (await this.findOrCreateUtm(em, kind, name)).record.id;
    }
    const exists = await em.getRepository(utmEntityOf[kind]).existsBy({ id });
    if (!exists)
      throw new ValidationError(`This ${kind} does not exist.`, { [`${kind}_id`]: 'Unknown value.' });
    return id;
  }

  /** Renames a link's code: the new one redirects at once, the old one no longer does. */
  async renameCode(em: EntityManager, link: TrackedLink, newCode: string) {
    const code = newCode.trim();
    if (code === '') throw new ValidationError(linkMessages.codeEmpty, { new_code: linkMessages.codeEmpty });
    if (!LINK_CODE_PATTERN.test(code))
      throw new ValidationError(linkMessages.codeInvalid, { new_code: linkMessages.codeInvalid });
    if (code === link.code) return link;
    if (await em.getRepository(TrackedLink).existsBy({ code })) throw new UserError(linkMessages.codeTaken);
    await em.getRepository(TrackedLink).update({ id: link.id }, { code });
    link.code = code;
    this.remember(em, [link]);
    return link;
  }

  async renameByCode(em: EntityManager, initCode: string, newCode: string) {
    const link = await this.byCode(em, initCode);
    if (!link) throw new MissingError('This link does not exist.');
    return this.renameCode(em, link, newCode);
  }

  /** Saves a link's rules (link-rules.service.ts): every process redirects by them once `em` commits. */
  async saveRules(em: EntityManager, id: number, columns: Partial<TrackedLink>) {
    await em.getRepository(TrackedLink).update({ id }, columns);
    const link = await this.get(em, id);
    this.remember(em, [link]);
    return link;
  }

  async setArchived(em: EntityManager, id: number, archived: boolean) {
    const link = await this.get(em, id);
    if (link.archived !== archived) {
      await em.getRepository(TrackedLink).update({ id }, { archived });
      link.archived = archived;
    }
    return link;
  }

  /** SPEC §7 recent_links: the owner's own active links (clicked ones only for the two click filters). */
  async recent(em: EntityManager, owner: LinkOwner, filter: RecentLinkFilter, limit: number) {
    if (owner.kind === 'visitor' && !owner.key) return [];
    const query = em
      .getRepository(TrackedLink)
      .createQueryBuilder('link')
      .leftJoinAndSelect('link.campaign', 'campaign')
      .leftJoinAndSelect('link.medium', 'medium')
      .leftJoinAndSelect('link.source', 'source')
      .where(
        owner.kind === 'visitor' ? 'link.visitorKey = :key' : 'link.createdById = :userId',
        owner.kind === 'visitor' ? { key: owner.key } : { userId: owner.userId },
      )
      .andWhere('link.archived = :archived', { archived: false })
      .take(limit);
    if (filter === 'newest') query.orderBy('link.created', 'DESC').addOrderBy('link.id', 'DESC');
    else {
      query.andWhere('link.clickCount > 0');
      if (filter === 'most-clicked') query.orderBy('link.clickCount', 'DESC').addOrderBy('link.id', 'DESC');
      else query.orderBy('link.lastClickAt', 'DESC').addOrderBy('link.id', 'DESC');
    }
    return query.getMany();
  }

  /** The back office's list (paged) and CSV (page null: every row, at most 100,000). */
  async list(em: EntityManager, filters: LinkFilters, page: number | null) {
    const query = em
      .getRepository(TrackedLink)
      .createQueryBuilder('link')
      .leftJoinAndSelect('link.campaign', 'campaign')
      .leftJoinAndSelect('link.medium', 'medium')
      .leftJoinAndSelect('link.source', 'source')
      .leftJoinAndSelect('link.createdBy', 'createdBy')
      .where('link.archived = :archived', { archived: filters.archived });
    if (filters.q) {
      const pattern = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.andWhere(
        "(LOWER(link.url) LIKE :pattern ESCAPE '\\' OR LOWER(link.code) LIKE :pattern ESCAPE '\\' OR LOWER(COALESCE(link.title, '')) LIKE :pattern ESCAPE '\\')",
        { pattern },
      );
    }
    if (filters.campaignId)
      query.andWhere('link.campaignId = :campaignId', { campaignId: filters.campaignId });
    if (filters.mediumId) query.andWhere('link.mediumId = :mediumId', { mediumId: filters.mediumId });
    if (filters.sourceId) query.andWhere('link.sourceId = :sourceId', { sourceId: filters.sourceId });
    if (filters.sort === 'clicks') query.orderBy('link.clickCount', 'DESC').addOrderBy('link.id', 'DESC');
    else query.orderBy('link.created', 'DESC').addOrderBy('link.id', 'DESC');
    if (page === null) return { items: await query.take(100_000).getMany(), total: -1 };
    const [items, total] = await query
      .skip((page - 1) * LINKS_PAGE_SIZE)
      .take(LINKS_PAGE_SIZE)
      .getManyAndCount();
    return { items, total };
  }

  // ----- UTM values --------------------------------------------------------------------------

  async searchUtm(em: EntityManager, kind: UtmKind, filter: UtmFilter, limit: number): Promise<UtmRecord[]> {
    const query = em
      .getRepository(utmEntityOf[kind])
      .createQueryBuilder('utm')
      .select(['utm.id', 'utm.name'])
      .orderBy('utm.name')
      .addOrderBy('utm.id')
      .take(limit);
    if (filter.nameContains !== undefined) {
      const pattern = `%${filter.nameContains.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.andWhere("utm.nameKey LIKE :pattern ESCAPE '\\'", { pattern });
    }
    if (filter.nameIs !== undefined)
      query.andWhere('utm.nameKey = :key', { key: filter.nameIs.toLowerCase() });
    if (filter.ids !== undefined) {
      if (filter.ids.length === 0) return [];
      query.andWhere('utm.id IN (:...ids)', { ids: filter.ids });
    }
    const rows = await query.getMany();
    return rows.map((row) => ({ id: row.id, name: row.name }));
  }

  /** Creates a UTM value, or answers the one whose name matches case-insensitively. */
  async findOrCreateUtm(em: EntityManager, kind: UtmKind, rawName: string) {
    const name = rawName.trim();
    if (name === '') throw new ValidationError('The name is required.', { name: 'This field is required.' });
    if (name.length > 200)
      throw new ValidationError('The name is too long.', { name: 'At most 200 characters.' });
    const repo = em.getRepository(utmEntityOf[kind]);
    const nameKey = name.toLowerCase();
    const existing = await repo.findOneBy({ nameKey });
    if (existing) return { record: existing, created: false };
    // Two links typing the same new value at once (two processes): the unique nameKey lets one insert
    // in and the other reads it, rather than failing on the index (both are told it was created).
    await repo.createQueryBuilder().insert().values({ name, nameKey }).orIgnore().execute();
    return { record: await repo.findOneByOrFail({ nameKey }), created: true };
  }

  async listUtm(em: EntityManager, kind: UtmKind): Promise<UtmValueRow[]> {
    const table = { campaign: 'utm_campaign', medium: 'utm_medium', source: 'utm_source' }[kind];
    const rows = (await em.query(
      `SELECT u."id" AS id, u."name" AS name,
         (SELECT COUNT(*) FROM "tracked_link" l WHERE l."${utmColumnOf[kind]}" = u."id") AS "linkCount"
       FROM "${table}" u ORDER BY u."nameKey", u."id"`,
    )) as Array<{ id: number; name: string; linkCount: number | string }>;
    return rows.map((row) => ({ id: Number(row.id), name: row.name, linkCount: Number(row.linkCount) }));
  }

  async utmRow(em: EntityManager, kind: UtmKind, id: number): Promise<UtmValueRow> {
    const record = await em.getRepository(utmEntityOf[kind]).findOneBy({ id });
    if (!record) throw new MissingError('This value does not exist.');
    const linkCount = await em.getRepository(TrackedLink).countBy({ [utmColumnOf[kind]]: id });
    return { id: record.id, name: record.name, linkCount };
  }

  async renameUtm(em: EntityManager, kind: UtmKind, id: number, rawName: string) {
    const name = rawName.trim();
    const repo = em.getRepository(utmEntityOf[kind]);
    const record = await repo.findOneBy({ id });
    if (!record) throw new MissingError('This value does not exist.');
    const other = await repo.findOneBy({ nameKey: name.toLowerCase() });
    if (other && other.id !== id) throw new UserError(linkMessages.utmNameTaken);
    await repo.update({ id }, { name, nameKey: name.toLowerCase() });
    // Redirects carry the name: refresh the links that use it.
    const links = await em
      .getRepository(TrackedLink)
      .find({ where: { [utmColumnOf[kind]]: id }, relations: LINK_RELATIONS });
    this.remember(em, links);
    return this.utmRow(em, kind, id);
  }

  async deleteUtm(em: EntityManager, kind: UtmKind, id: number) {
    const row = await this.utmRow(em, kind, id);
    if (row.linkCount > 0) throw new UserError(linkMessages.utmInUse);
    await em.getRepository(utmEntityOf[kind]).delete({ id });
  }
}

export type { ClickRange } from './link-clicks';

export interface UtmFilter {
  nameContains?: string;
  nameIs?: string;
  ids?: number[];
}
