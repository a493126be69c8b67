import { Init1795314634245 } from './1795314634245-Init';
import { LinkTracker1795316008615 } from './1795316008615-LinkTracker';
import { Catalog1795316143483 } from './1795316143483-Catalog';
import { CatalogSearch1795316143484 } from './1795316143484-CatalogSearch';
import { CartAndAnalytics1795316185131 } from './1795316185131-CartAndAnalytics';

export const sqliteMigrations = [Init1795314634245, LinkTracker1795316008615, Catalog1795316143483, CatalogSearch1795316143484, CartAndAnalytics1795316185131];
