import { data } from 'react-router';
import type {
  PortalLineChange,
  PortalLineRefusal,
  PortalOrderKind,
  PortalOrderList,
  PortalOrderQuery,
  PortalOrderRefusal,
  PortalOrderView,
} from '@shared/orders/portal';
import type { SiteContext } from '../../../core/site/context';

/** The signed-in customer's orders, and one order by its customer or its link (the orders feature fills it). */
export interface SiteMyOrders {
  /** Null when nobody is signed in. */
  list(kind: PortalOrderKind, query: PortalOrderQuery): Promise<PortalOrderList | null>;
  order(orderId: number, accessToken: string | null): Promise<PortalOrderView | PortalOrderRefusal>;
  /** A line of an open quotation changed by its customer or its link's holder: null, or why not. */
  changeLine(
    orderId: number,
    accessToken: string | null,
    lineId: number,
    change: PortalLineChange,
  ): Promise<PortalLineRefusal | null>;
}

declare module '../../../core/site/context' {
  interface SiteContext {
    /** The customer's orders in the portal: filled by the orders feature's siteContext hook. */
    myOrders?: SiteMyOrders;
  }
}

export function siteMyOrders(site: SiteContext): SiteMyOrders {
  if (!site.myOrders) throw data(null, { status: 404 });
  return site.myOrders;
}
