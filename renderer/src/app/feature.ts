/**
 * What a back-office module contributes to the shell: its screens (routes), its entries in the navbar
 * and the screens that open its records from a `/web#model=...&id=...` link. Modules are listed in
 * navigation.ts.
 */
import type { ComponentType } from 'react';
import type { Role } from '@shared/roles';

export type ScreenComponent = ComponentType;

export interface AdminScreen {
  /** Path under /admin, in react-router syntax ('users', 'users/:id'). */
  path: string;
  /** Loaded on first visit, so each module's code stays out of the first download. */
  load: () => Promise<{ default: ScreenComponent }>;
  /** Only admins may open it; other staff see a refusal instead. */
  adminOnly?: boolean;
  /** Only staff whose role grants this one (shared/roles.ts) may open it. */
  role?: Role;
}

export type NavIcon = ComponentType<{ size?: number | string; stroke?: number | string }>;

export interface AdminNavItem {
  /** Path under /admin ('' = home). */
  path: string;
  label: string;
  icon: NavIcon;
  adminOnly?: boolean;
  /** Shown only to staff whose role grants this one. */
  role?: Role;
  /** Position in the navbar, smallest first. */
  order: number;
}

export interface AdminFeature {
  name: string;
  screens: AdminScreen[];
  navigation?: AdminNavItem[];
  /** model name (SPEC record links) → path of the screen showing record `id`. */
  recordScreens?: Record<string, (id: number) => string>;
}
