import { decideAccess, type User } from '@housesit/shared-contracts';
import { loadScreen, remoteId, type RemoteLoader } from '../remotes';
import type { ShellRoute } from '../routes';

/**
 * The screen the page opens on, when the server already said who is signed in (ShellBoot,
 * decision 020): its code starts loading before the app's first render, beside it, instead of
 * once the route renders. The same load the prefetch makes of the role's other screens later, so
 * it shares its rules: only a screen the guard will show, and a failure is left to the screen's
 * own Retry (screenCache keeps only successes).
 */
export function startFirstScreen(loader: RemoteLoader, routes: readonly ShellRoute[], path: string, user: User | null | undefined): void {
  if (!user) return;
  const route = routes.find((candidate) => candidate.path === path);
  if (!route || route.unavailable || !('remote' in route.owner)) return;
  if (decideAccess(route.access, user, { isDevBuild: false, path }).kind !== 'allow') return;
  loadScreen(loader, remoteId(route.owner.remote, route.owner.module)).catch(() => undefined);
}
