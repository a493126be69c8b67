/**
 * The registry of back-office modules. A new module adds its feature here; the router, the navbar
 * and /admin/open read everything from this list.
 */
import { hasRole, type Role } from '@shared/roles';
import type { ModuleBlock } from '@shared/website/contract';
import type { ComponentType } from 'react';
import {
  navGroups,
  type AdminFeature,
  type AdminNavItem,
  type BlockEditorProps,
  type NavGroup,
} from './feature';
import { accountsFeature } from '../features/accounts';
import { auditFeature } from '../features/audit';
import { backupsFeature } from '../features/backups';
import { retentionFeature } from '../features/retention';
import { blogFeature } from '../features/blog';
import { chatterFeature } from '../features/chatter';
import { couponsFeature } from '../features/coupons';
import { customersFeature } from '../features/customers';
import { dashboardFeature } from '../features/dashboard';
import { formsFeature } from '../features/forms';
import { leadsFeature } from '../features/leads';
import { linksFeature } from '../features/links';
import { newsletterFeature } from '../features/newsletter';
import { ordersFeature } from '../features/orders';
import { instancesFeature } from '../features/instances';
import { invoicesFeature } from '../features/invoices';
import { mailFeature } from '../features/mail';
import { cartRecoveryFeature } from '../features/cart-recovery';
import { reviewsFeature } from '../features/reviews';
import { catalogFeature } from '../features/catalog';
import { paymentFeature } from '../features/payment';
import { pricelistsFeature } from '../features/pricelists';
import { projectsFeature } from '../features/projects';
import { shippingFeature } from '../features/shipping';
import { taxesFeature } from '../features/taxes';
import { websiteFeature } from '../features/website';

export const adminFeatures: readonly AdminFeature[] = [
  dashboardFeature,
  accountsFeature,
  catalogFeature,
  ordersFeature,
  invoicesFeature,
  customersFeature,
  couponsFeature,
  cartRecoveryFeature,
  reviewsFeature,
  pricelistsFeature,
  taxesFeature,
  shippingFeature,
  paymentFeature,
  instancesFeature,
  projectsFeature,
  websiteFeature,
  blogFeature,
  chatterFeature,
  linksFeature,
  newsletterFeature,
  formsFeature,
  leadsFeature,
  mailFeature,
  auditFeature,
  backupsFeature,
  retentionFeature,
];

export interface NavSection {
  group: NavGroup;
  items: AdminNavItem[];
}

/**
 * The navbar entries the person may use: those above the sections (Home), then each section that has
 * one for them (Website, Shop, Sales, Marketing, Settings), its entries in order.
 */
export function navigationFor(role: Role): { top: AdminNavItem[]; sections: NavSection[] } {
  const items = adminFeatures
    .flatMap((feature) => feature.navigation ?? [])
    .filter((item) => (role === 'admin' || !item.adminOnly) && (!item.role || hasRole(role, item.role)))
    .sort((a, b) => a.order - b.order);
  return {
    top: items.filter((item) => !item.group),
    sections: navGroups
      .map((group) => ({ group, items: items.filter((item) => item.group === group) }))
      .filter((section) => section.items.length > 0),
  };
}

/** The features' watchers the person's role may run (mounted by the shell). */
export function watchersFor(role: Role): ComponentType[] {
  return adminFeatures
    .flatMap((feature) => feature.watchers ?? [])
    .filter((watcher) => hasRole(role, watcher.role))
    .map((watcher) => watcher.Component);
}

/** Path of the screen that shows record `id` of `model`, or null when no module shows that model. */
export function recordScreenPath(model: string, id: number): string | null {
  for (const feature of adminFeatures) {
    const screen = feature.recordScreens?.[model];
    if (screen) return screen(id);
  }
  return null;
}

/** The page editor's fields of a feature's block type, or null when no feature declares them. */
export function blockEditorFor(
  type: ModuleBlock['type'],
): ComponentType<BlockEditorProps<ModuleBlock>> | null {
  for (const feature of adminFeatures) {
    const editor = feature.blockEditors?.[type];
    // Each editor takes its own block type; the block handed to it is of that type.
    if (editor) return editor as unknown as ComponentType<BlockEditorProps<ModuleBlock>>;
  }
  return null;
}
