import { IsNull, type EntityManager } from 'typeorm';
import type { MenuInput, MenuItemRow, MenuItemView } from '../../../../shared/website/contract';
import { isLangCode } from '../../../../shared/i18n';
import { translate, type Translated } from '../../core/db/columns';
import type { RequestContext } from '../../core/context';
import { CACHE_SAFETY_EXPIRY_MS, type Clock, type EventBus } from '../../core/events';
import { MissingError, UserError, ValidationError } from '../../core/errors';
import { WebsiteMenu } from './website-menu.entity';
import { WebsitePage } from './website-page.entity';

/** One menu entry with what the header needs of its page. */
interface MenuEntry {
  id: number;
  parentId: number | null;
  sequence: number;
  label: Translated;
  url: string | null;
  page: { url: string; published: boolean } | null;
}

const bySequence = (a: { sequence: number; id: number }, b: { sequence: number; id: number }) =>
  a.sequence - b.sequence || a.id - b.id;

declare module '../../core/events' {
  interface VitrineEvents {
    /** The header menu, or a page it opens, changed. */
    'website.menu-changed': Record<string, never>;
  }
}

/**
 * website.menu: the header menu, one level of sub-menus. Every page of the site shows it, so the
 * entries are kept in memory and read again after a menu or page change, in every process (the event
 * is shared across processes), and at the latest after CACHE_SAFETY_EXPIRY_MS.
 */
export class MenuService {
  private cached: { entries: Promise<MenuEntry[]>; expires: number } | null = null;

  constructor(
    private readonly events?: EventBus,
    private readonly now: Clock = Date.now,
  ) {
    events?.share('website.menu-changed', { everything: {} });
    events?.subscribe('website.menu-changed', () => this.drop(), { evenIfRolledBack: true });
  }

  /** Menu or page changed (through `em`): the next page reads the menu again, in every process once committed. */
  changed(em: EntityManager) {
    this.events?.publish(em, 'website.menu-changed', {});
    this.drop();
  }

  private drop() {
    this.cached = null;
  }

  private entries(em: EntityManager): Promise<MenuEntry[]> {
    if (this.cached && this.cached.expires > this.now() && !this.events?.isPending('website.menu-changed'))
      return this.cached.entries;
    const entries = this.load(em);
    const kept = { entries, expires: this.now() + CACHE_SAFETY_EXPIRY_MS };
    // Not kept while a menu write is open (on SQLite its reads see rows a rollback takes back).
    if (!this.events?.isPending('website.menu-changed')) this.cached = kept;
    entries.catch(() => {
      if (this.cached === kept) this.cached = null;
    });
    return entries;
  }

  private async load(em: EntityManager): Promise<MenuEntry[]> {
    const rows = await em.getRepository(WebsiteMenu).find({ relations: { page: true } });
    return rows
      .map((row) => ({
        id: row.id,
        parentId: row.parentId,
        sequence: row.sequence,
        label: row.label,
        url: row.url,
        page: row.page ? { url: row.page.url, published: row.page.published } : null,
      }))
      .sort(bySequence);
  }

  /** The header menu in `lang`; entries of unpublished pages only for those who may see them. */
  async view(
    em: EntityManager,
    options: { lang: string; defaultLang: string; canSeeUnpublished: boolean },
  ): Promise<MenuItemView[]> {
    const entries = await this.entries(em);
    const visible = (entry: MenuEntry) => !entry.page || entry.page.published || options.canSeeUnpublished;
    const toView = (entry: MenuEntry): MenuItemView => ({
      id: entry.id,
      label: translate(entry.label, options.lang, options.defaultLang),
      url: entry.page?.url ?? entry.url,
      children: entries.filter((child) => child.parentId === entry.id && visible(child)).map(toView),
    });
    return entries
      .filter((entry) => entry.parentId === null && visible(entry))
      .map(toView)
      .filter((item) => item.url !== null || item.children.length > 0);
  }

  async rows(em: EntityManager): Promise<MenuItemRow[]> {
    const rows = await em.getRepository(WebsiteMenu).find();
    return rows.sort(bySequence).map((row) => ({
      id: row.id,
      parentId: row.parentId,
      sequence: row.sequence,
      label: Object.fromEntries(Object.entries(row.label).filter(([code]) => isLangCode(code))),
      url: row.url,
      pageId: row.pageId,
    }));
  }

  /** Saves the whole menu in display order; a parent comes before its children. */
  async replace(ctx: RequestContext, input: MenuInput): Promise<MenuItemRow[]> {
    const levels = new Map<string, number>();
    input.items.forEach((item, index) => {
      if (levels.has(item.key))
        throw new ValidationError('Two menu entries have the same key.', {
          [`items.${index}.key`]: 'Used twice.',
        });
      if (item.parentKey !== null) {
        const parentLevel = levels.get(item.parentKey);
        if (parentLevel === undefined)
          throw new ValidationError('A sub-menu entry must come after its parent.', {
            [`items.${index}.parentKey`]: 'Unknown parent.',
          });
        if (parentLevel > 0)
          throw new ValidationError('A sub-menu entry cannot have its own sub-menu.', {
            [`items.${index}.parentKey`]: 'Too deep.',
          });
      }
      levels.set(item.key, item.parentKey === null ? 0 : 1);
    });
    const pageIds = [...new Set(input.items.flatMap((item) => (item.pageId ? [item.pageId] : [])))];
    if (pageIds.length) {
      const found = await ctx.em.getRepository(WebsitePage).countBy(pageIds.map((id) => ({ id })));
      if (found !== pageIds.length) throw new MissingError('A menu entry opens a page that does not exist.');
    }

    const repository = ctx.em.getRepository(WebsiteMenu);
    await repository.createQueryBuilder().delete().execute();
    const ids = new Map<string, number>();
    for (const [index, item] of input.items.entries()) {
      const saved = await repository.save(
        repository.create({
          parentId: item.parentKey === null ? null : ids.get(item.parentKey)!,
          sequence: (index + 1) * 10,
          label: Object.fromEntries(Object.entries(item.label).filter(([, text]) => text?.trim())),
          url: item.pageId ? null : item.url,
          pageId: item.pageId,
        }),
      );
      ids.set(item.key, saved.id);
    }
    this.changed(ctx.em);
    return this.rows(ctx.em);
  }

  /** "Add to menu" from the page editor: a published page, once, at the end of the menu or a sub-menu. */
  async addPage(ctx: RequestContext, pageId: number, parentId: number | null): Promise<MenuItemRow[]> {
    const page = await ctx.em.getRepository(WebsitePage).findOneBy({ id: pageId });
    if (!page) throw new MissingError('This page does not exist.');
    if (!page.published) throw new UserError('Publish the page before adding it to the menu.');
    const repository = ctx.em.getRepository(WebsiteMenu);
    if (await repository.existsBy({ pageId })) throw new UserError('This page is already in the menu.');
    if (parentId !== null) {
      const parent = await repository.findOneBy({ id: parentId });
      if (!parent || parent.parentId !== null)
        throw new ValidationError('Choose a top-level menu entry as the parent.', {
          parentId: 'Not a top-level entry.',
        });
    }
    const siblings = await repository.findBy({ parentId: parentId ?? IsNull() });
    const last = Math.max(0, ...siblings.map((row) => row.sequence));
    await repository.save(
      repository.create({ parentId, sequence: last + 10, label: page.title, url: null, pageId }),
    );
    this.changed(ctx.em);
    return this.rows(ctx.em);
  }

  /** Demo and first-start menu. */
  async seed(
    em: EntityManager,
    items: Array<{
      label: Translated;
      url?: string;
      pageUrl?: string;
      children?: Array<{ label: Translated; url?: string; pageUrl?: string }>;
    }>,
  ) {
    const repository = em.getRepository(WebsiteMenu);
    const pageId = async (url?: string) =>
      url ? ((await em.getRepository(WebsitePage).findOneBy({ url }))?.id ?? null) : null;
    let sequence = 0;
    for (const item of items) {
      const parent = await repository.save(
        repository.create({
          parentId: null,
          sequence: (sequence += 10),
          label: item.label,
          url: item.url ?? null,
          pageId: await pageId(item.pageUrl),
        }),
      );
      for (const child of item.children ?? [])
        await repository.save(
          repository.create({
            parentId: parent.id,
            sequence: (sequence += 10),
            label: child.label,
            url: child.url ?? null,
            pageId: await pageId(child.pageUrl),
          }),
        );
    }
    this.changed(em);
  }
}
