import { Init1795314634245 } from './1795314634245-Init';
import { LinkTracker1795316008615 } from './1795316008615-LinkTracker';
import { Catalog1795316143483 } from './1795316143483-Catalog';
import { CatalogSearch1795316143484 } from './1795316143484-CatalogSearch';
import { CartAndAnalytics1795316185131 } from './1795316185131-CartAndAnalytics';
import { CatalogSortIndexes1795317106970 } from './1795317106970-CatalogSortIndexes';
import { CatalogSearchFeatured1795317106971 } from './1795317106971-CatalogSearchFeatured';
import { WebsiteForms1795326356146 } from './1795326356146-WebsiteForms';
import { Newsletter1795326431817 } from './1795326431817-Newsletter';
import { ChatterAndFollowers1795326543820 } from './1795326543820-ChatterAndFollowers';
import { WebsitePageBlocksMenu1795326722704 } from './1795326722704-WebsitePageBlocksMenu';
import { Blog1795326869767 } from './1795326869767-Blog';
import { MailHeaders1795589612073 } from './1795589612073-MailHeaders';
import { LinkVisitorKey1795591184727 } from './1795591184727-LinkVisitorKey';
import { TwoFactor1795597826391 } from './1795597826391-TwoFactor';
import { Countries1795599788723 } from './1795599788723-Countries';
import { CustomersCheckout1795600143874 } from './1795600143874-CustomersCheckout';

export const sqliteMigrations = [Init1795314634245, LinkTracker1795316008615, Catalog1795316143483, CatalogSearch1795316143484, CartAndAnalytics1795316185131, CatalogSortIndexes1795317106970, CatalogSearchFeatured1795317106971, WebsiteForms1795326356146, Newsletter1795326431817, ChatterAndFollowers1795326543820, WebsitePageBlocksMenu1795326722704, Blog1795326869767, MailHeaders1795589612073, LinkVisitorKey1795591184727, TwoFactor1795597826391, Countries1795599788723, CustomersCheckout1795600143874];
