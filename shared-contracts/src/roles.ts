import { PRODUCT } from './brand.js';

export const SITTER_ROLE = `${PRODUCT}ter` as 'housesitter';
export const ROLES = ['homeowner', SITTER_ROLE, 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The visits loader accepts 'sitter' as an alias of the sitter role (docs/product/DECISIONS.md). */
export const SITTER_ALIAS = 'sitter';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Maps the alias onto the real role; anything else unknown gives null. */
export function normalizeRole(value: unknown): Role | null {
  if (value === SITTER_ALIAS) return SITTER_ROLE;
  return isRole(value) ? value : null;
}

export const ROLE_DASHBOARD: Record<Role, string> = {
  homeowner: '/dashboard',
  [SITTER_ROLE]: '/sitter/dashboard',
  admin: '/admin/dashboard',
} as Record<Role, string>;

/** docs/product/platform.md: an unknown or missing role falls back to /dashboard. */
export function dashboardFor(role: unknown): string {
  const known = normalizeRole(role);
  return known ? ROLE_DASHBOARD[known] : '/dashboard';
}

export const ROLE_LABEL: Record<Role, string> = {
  homeowner: 'Homeowner',
  [SITTER_ROLE]: 'Housesitter',
  admin: 'Admin',
} as Record<Role, string>;
