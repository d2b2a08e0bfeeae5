/**
 * What a remote must expose for the shell: every module EXPOSED_MODULES names and every module
 * the route table (ROUTES) renders from it. Checked on every release build and publish, so a
 * release that dropped a screen never reaches the registry.
 */
import { EXPOSED_MODULES, ROUTES, type RemoteName } from '@housesit/shared-contracts';

export function requiredExposes(remote: RemoteName): string[] {
  const fromRoutes = ROUTES.flatMap((route) => ('remote' in route.owner && route.owner.remote === remote ? [route.owner.module] : []));
  return [...new Set<string>([...EXPOSED_MODULES[remote], ...fromRoutes])];
}

/** Required modules missing from `exposes` (names as './Dashboard'). */
export function missingExposes(remote: RemoteName, exposes: readonly string[]): string[] {
  const have = new Set(exposes.map((name) => (name.startsWith('./') ? name : `./${name}`)));
  return requiredExposes(remote).filter((name) => !have.has(name));
}

/** The exposed module names in an mf-manifest.json. */
export function manifestExposes(manifest: unknown): string[] {
  const exposes = (manifest as { exposes?: unknown } | null)?.exposes;
  if (!Array.isArray(exposes)) return [];
  return exposes.flatMap((item: unknown) => {
    const path = (item as { path?: unknown; name?: unknown }).path ?? (item as { name?: unknown }).name;
    return typeof path === 'string' ? [path.startsWith('./') ? path : `./${path}`] : [];
  });
}
