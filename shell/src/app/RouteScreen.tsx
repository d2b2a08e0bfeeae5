import { Suspense, lazy, useCallback, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { BRAND } from '@housesit/shared-contracts';
import { Spinner, useScreenReady } from '@housesit/shell/kit';
import { IS_DEV_BUILD } from '../env';
import { RemoteScreen, RemoteUnavailable } from '../features/remotes';
import type { ShellRoute } from '../features/routes';
import { NotFoundPage } from '../features/not-found';
import { isSignedInServerPage, removeServerPage, serverPagePath } from '../features/server-page';

// Shell-owned screens load on demand so the landing page does not carry the sign-in forms.
const LoginPage = lazy(() => import('../features/auth/components/LoginPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/ResetPasswordPage'));
const SettingsPage = lazy(() => import('../features/settings/components/SettingsPage'));
// Developer pages are compiled only into development builds (docs/product/DECISIONS.md); in production the
// guard sends their paths to the 404 page and this code is removed as dead.
const devPages: Record<'testVisitsData' | 'testSessionGuards', ComponentType> | null = IS_DEV_BUILD
  ? {
      testVisitsData: lazy(() => import('../features/devtools/components/TestVisitsDataPage')),
      testSessionGuards: lazy(() => import('../features/devtools/components/TestSessionGuardsPage')),
    }
  : null;

const SHELL_PAGES = { login: LoginPage, resetPassword: ResetPasswordPage, settings: SettingsPage } as const;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 16px;
`;

/** Replaces the server's HTML in the commit that shows the shell page (after the page's own layout effects). */
function TakeOver() {
  useLayoutEffect(removeServerPage, []);
  return null;
}

/** How long after its screen's code has committed a signed-in server page stays at most. */
const TAKE_OVER_AT_LATEST_MS = 3000;

/** Replaces a signed-in server page once the screen behind it has its first data (no loading state flashes). */
function TakeOverWhenReady() {
  const ready = useScreenReady();
  useLayoutEffect(() => {
    if (ready) removeServerPage();
  }, [ready]);
  // Work that never settles (a live connection that cannot catch up) must not leave the visitor
  // in front of a page whose buttons do nothing: the app's screen is shown, loading or not.
  useEffect(() => {
    const timer = setTimeout(removeServerPage, TAKE_OVER_AT_LATEST_MS);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/** The screen of one route-table entry: its remote's exposed module or a shell page. */
export function RouteScreen({ route }: { route: ShellRoute }) {
  useEffect(() => {
    document.title = route.path === '/' ? BRAND : `${route.title} · ${BRAND}`;
  }, [route]);
  // The server's HTML of another page (a redirect away before it was taken over) must not stay
  // in front of this one.
  useLayoutEffect(() => {
    if (route.unavailable || serverPagePath() !== route.path) removeServerPage();
  }, [route]);

  // A signed-in server page stays until the screen's code has committed and its data is shown.
  const [screenShown, setScreenShown] = useState(false);
  const onScreenShown = useCallback(() => {
    if (isSignedInServerPage() && serverPagePath() === route.path) setScreenShown(true);
    else removeServerPage();
  }, [route.path]);

  const owner = route.owner;
  // A declared screen this shell cannot honour: the area's fallback, never a crash.
  if (route.unavailable) return <RemoteUnavailable />;
  if ('remote' in owner) {
    return (
      <>
        <RemoteScreen key={route.path} remote={owner.remote} module={owner.module} path={route.path} onShown={onScreenShown} />
        {screenShown ? <TakeOverWhenReady /> : null}
      </>
    );
  }

  const Page = owner.shell === 'testVisitsData' || owner.shell === 'testSessionGuards' ? devPages?.[owner.shell] : SHELL_PAGES[owner.shell];
  if (!Page) return <NotFoundPage />;
  return (
    <Suspense
      fallback={
        <Centered>
          <Spinner label="Loading..." />
        </Centered>
      }
    >
      <Page />
      <TakeOver />
    </Suspense>
  );
}
