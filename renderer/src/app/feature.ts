/**
 * What a back-office module contributes to the shell: its screens (routes), its entries in the navbar
 * and the screens that open its records from a `/web#model=...&id=...` link. Modules are listed in
 * navigation.ts.
 */
import type { ComponentType } from 'react';
import type { Role } from '@shared/roles';
import type { Block, BlockOf, ModuleBlockType } from '@shared/website/contract';
import type { AdminMessageKey } from './i18n';

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

/** The navbar's sections, in their order: each feature puts its entries under one of them. */
export const navGroups = ['website', 'shop', 'sales', 'marketing', 'settings'] as const;
export type NavGroup = (typeof navGroups)[number];

export interface AdminNavItem {
  /** Path under /admin ('' = home). */
  path: string;
  /** Its name in the catalogs (said in the person's language by the navbar). */
  label: AdminMessageKey;
  icon: NavIcon;
  /** Its section of the navbar; none for Home, which stands above them. */
  group?: NavGroup;
  adminOnly?: boolean;
  /** Shown only to staff whose role grants this one. */
  role?: Role;
  /** Position in its section, smallest first. */
  order: number;
}

/** What a page block's editor gets: the block, its change, and the server's errors by path inside it. */
export interface BlockEditorProps<B extends Block = Block> {
  block: B;
  onChange: (block: B) => void;
  errors: Record<string, string>;
}

/** The page editor's fields of the blocks a feature renders on the site (its `*-block.tsx`). */
export type BlockEditors = { [T in ModuleBlockType]?: ComponentType<BlockEditorProps<BlockOf<T>>> };

export interface AdminFeature {
  name: string;
  screens: AdminScreen[];
  navigation?: AdminNavItem[];
  /** model name (SPEC record links) → path of the screen showing record `id`. */
  recordScreens?: Record<string, (id: number) => string>;
  /** Editors of its page blocks, shown by the website's page editor. */
  blockEditors?: BlockEditors;
  /**
   * Components mounted once while someone is signed in, rendering nothing of their own (the leads'
   * new-lead notifications). Each says which role it needs.
   */
  watchers?: Array<{ role: Role; Component: ComponentType }>;
}
