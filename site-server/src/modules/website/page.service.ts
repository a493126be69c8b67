import type { EntityManager } from 'typeorm';
import { translate } from '../../core/db/columns';
import type { RequestContext } from '../../core/context';
import { MissingError } from '../../core/errors';
import type { PageView } from '../../../web/context';
import { WebsitePage } from './website-page.entity';

export type { PageView };

export class PageService {
  async byUrl(em: EntityManager, url: string, lang: string, defaultLang: string): Promise<PageView | null> {
    const page = await em.getRepository(WebsitePage).findOne({ where: { url } });
    if (!page) return null;
    return {
      id: page.id,
      url: page.url,
      title: translate(page.title, lang, defaultLang),
      body: translate(page.body, lang, defaultLang),
      published: page.published,
    };
  }

  async togglePublished(ctx: RequestContext, id: number): Promise<boolean> {
    const page = await ctx.em.getRepository(WebsitePage).findOne({ where: { id } });
    if (!page) throw new MissingError('This page does not exist.');
    page.published = !page.published;
    await ctx.em.getRepository(WebsitePage).save(page);
    return page.published;
  }
}
