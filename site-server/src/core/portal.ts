import type { EntityManager } from 'typeorm';
import type { MessageKey } from '../../../shared/i18n';
import type { PortalSectionView } from './site/portal-section';

/** One kind of document on the portal home (/my): its title, its list's address, how many the customer has. */
export interface PortalSection {
  key: string;
  title: MessageKey;
  /** The list's path without language prefix ('/my/orders'). */
  path: string;
  /** The position on /my (lower first). */
  order: number;
  count(em: EntityManager, userId: number): Promise<number>;
  /**
   * Listed even when the customer has none: its list is where they add the first one (payment
   * methods). Other sections show from their first document.
   */
  alwaysShown?: boolean;
}

export type { PortalSectionView };

/**
 * The portal home's sections, by feature (orders, invoices, payment methods…): core lists them
 * without knowing the features, as the sitemap's sources.
 */
export class PortalRegistry {
  private readonly sections: PortalSection[] = [];

  register(section: PortalSection) {
    this.sections.push(section);
    this.sections.sort((a, b) => a.order - b.order);
  }

  async sectionsOf(em: EntityManager, userId: number): Promise<PortalSectionView[]> {
    const views: PortalSectionView[] = [];
    for (const { key, title, path, count, alwaysShown } of this.sections) {
      const n = await count(em, userId);
      if (n > 0 || alwaysShown) views.push({ key, title, path, count: n });
    }
    return views;
  }
}
