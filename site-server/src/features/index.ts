import type { FeatureModule, Platform } from '../platform';
import { createAnalyticsModule } from './analytics';
import { createBlogModule } from './blog';
import { createCartModule } from './cart';
import { createCatalogModule } from './catalog';
import { createChatterModule } from './chatter';
import { createFormsModule } from './forms';
import { createLinksModule } from './links';
import { createWebsiteModule } from './website';
import { createNewsletterModule } from './newsletter';
import { createSeoModule } from './seo';

/**
 * Feature modules, in the order their routes are mounted: each adds its factory here (and its
 * entities to ../entities.ts).
 */
export const featureModules: Array<(platform: Platform) => FeatureModule> = [
  createWebsiteModule,
  createLinksModule,
  createCatalogModule,
  createCartModule,
  createAnalyticsModule,
  createChatterModule,
  createBlogModule,
  createNewsletterModule,
  createFormsModule,
  createSeoModule,
];
