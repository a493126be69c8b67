import type { MessageKey } from '@shared/i18n';

/** What /my shows of a kind of document the customer has (core/portal.ts collects them). */
export interface PortalSectionView {
  key: string;
  title: MessageKey;
  /** The list's path without language prefix ('/my/orders'). */
  path: string;
  count: number;
}
