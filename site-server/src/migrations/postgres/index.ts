import { Init1795314635199 } from './1795314635199-Init';
import { LinkTracker1795316010008 } from './1795316010008-LinkTracker';
import { Catalog1795316145588 } from './1795316145588-Catalog';
import { CatalogSearch1795316145589 } from './1795316145589-CatalogSearch';
import { CartAndAnalytics1795316186913 } from './1795316186913-CartAndAnalytics';
import { CatalogSortIndexes1795317111219 } from './1795317111219-CatalogSortIndexes';
import { WebsiteForms1795326357279 } from './1795326357279-WebsiteForms';
import { Newsletter1795326432999 } from './1795326432999-Newsletter';
import { ChatterAndFollowers1795326545458 } from './1795326545458-ChatterAndFollowers';
import { WebsitePageBlocksMenu1795326723844 } from './1795326723844-WebsitePageBlocksMenu';
import { Blog1795326871204 } from './1795326871204-Blog';
import { MailHeaders1795589614030 } from './1795589614030-MailHeaders';
import { LinkVisitorKey1795591186568 } from './1795591186568-LinkVisitorKey';
import { TwoFactor1795597827089 } from './1795597827089-TwoFactor';
import { Countries1795599790056 } from './1795599790056-Countries';
import { CustomersCheckout1795600144546 } from './1795600144546-CustomersCheckout';
import { OrdersPayments1795601555685 } from './1795601555685-OrdersPayments';

export const postgresMigrations = [Init1795314635199, LinkTracker1795316010008, Catalog1795316145588, CatalogSearch1795316145589, CartAndAnalytics1795316186913, CatalogSortIndexes1795317111219, WebsiteForms1795326357279, Newsletter1795326432999, ChatterAndFollowers1795326545458, WebsitePageBlocksMenu1795326723844, Blog1795326871204, MailHeaders1795589614030, LinkVisitorKey1795591186568, TwoFactor1795597827089, Countries1795599790056, CustomersCheckout1795600144546, OrdersPayments1795601555685];
