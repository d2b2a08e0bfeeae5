/**
 * The product's own screens, by area, with the access each must keep. An area's release declares
 * all of its screens and may rename, reorder or retire any other one, but every release of the
 * area keeps each of these paths with this access: the registry refuses one that drops or
 * re-roles them (`checkAreaDeclaration`), and the shell keeps them even if one slips through.
 * Sign-in, settings and the developer pages are the shell's and belong to no area.
 */
import type { AreaAccess } from './areaRoutes.js';
import type { RemoteName } from './federation.js';
import { SITTER_PATHS } from './routes.js';

export interface SpecScreen {
  path: string;
  remote: RemoteName;
  access: AreaAccess;
}

export const SPEC_SCREENS: readonly SpecScreen[] = [
  { path: '/', remote: 'mf_public', access: 'public' },
  { path: '/terms', remote: 'mf_public', access: 'public' },
  { path: '/privacy', remote: 'mf_public', access: 'public' },
  { path: '/confirmation', remote: 'mf_public', access: 'public' },
  { path: '/support', remote: 'mf_public', access: 'public' },
  { path: '/dashboard', remote: 'mf_homeowner', access: 'role' },
  { path: '/messages', remote: 'mf_homeowner', access: 'role' },
  { path: '/reports', remote: 'mf_homeowner', access: 'role' },
  { path: '/homeowner/visits', remote: 'mf_homeowner', access: 'role' },
  { path: '/homeowner/properties', remote: 'mf_homeowner', access: 'role' },
  { path: '/homeowner/notifications', remote: 'mf_homeowner', access: 'role' },
  { path: '/homeowner/billing', remote: 'mf_homeowner', access: 'role' },
  { path: '/purchase', remote: 'mf_homeowner', access: 'signed-in' },
  { path: '/admin/dashboard', remote: 'mf_admin', access: 'role' },
  { path: '/jobs', remote: 'mf_admin', access: 'role' },
  { path: '/revenue', remote: 'mf_admin', access: 'role' },
  { path: '/users', remote: 'mf_admin', access: 'role' },
  { path: SITTER_PATHS.dashboard, remote: 'mf_sitter', access: 'role' },
  { path: SITTER_PATHS.base, remote: 'mf_sitter', access: 'role' },
  { path: SITTER_PATHS.jobs, remote: 'mf_sitter', access: 'role' },
  { path: SITTER_PATHS.earnings, remote: 'mf_sitter', access: 'role' },
];

/** The product's screens one area must keep. */
export function specScreensOf(remote: RemoteName): SpecScreen[] {
  return SPEC_SCREENS.filter((screen) => screen.remote === remote);
}
