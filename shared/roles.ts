/** Roles of signed-in users; an anonymous visitor is 'public'. */
export const roles = ['portal', 'publisher', 'sales', 'shop_manager', 'admin'] as const;
export type Role = (typeof roles)[number];

/** What each role may also do: an admin does everything, a shop manager also sells. */
const grants: Record<Role, readonly Role[]> = {
  portal: ['portal'],
  publisher: ['publisher', 'portal'],
  sales: ['sales', 'portal'],
  shop_manager: ['shop_manager', 'sales', 'portal'],
  admin: roles,
};

export function hasRole(role: Role | null | undefined, needed: Role): boolean {
  return role ? grants[role].includes(needed) : false;
}

/** Staff may use the back office; portal users may not. */
export const isStaff = (role: Role | null | undefined) =>
  role !== undefined && role !== null && role !== 'portal';

export const roleLabels: Record<Role, string> = {
  portal: 'Portal',
  publisher: 'Publisher',
  sales: 'Sales',
  shop_manager: 'Shop manager',
  admin: 'Administrator',
};
