import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BusyWhileShown, theme, useScreenReady, useSession } from '@housesit/shell/kit';
import { SessionExpiredNotice } from '../features/auth';
import { loadNavBar, useNavKind } from '../features/nav';
import { RegistryNotice, SandboxPaymentsNotice } from '../features/registry';
import { Toaster } from '../features/toaster';

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: ${theme.zIndex.toast};
  padding: 8px 12px;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  &:focus {
    top: 8px;
  }
`;

// The landing page is full-bleed; every other screen gets the page container. With a bottom bar
// on a phone, the end of the page stays above it.
const Main = styled.main<{ $fullBleed: boolean; $bottomBar: boolean }>`
  display: block;
  width: 100%;
  max-width: ${(p) => (p.$fullBleed ? 'none' : '1200px')};
  margin: 0 auto;
  padding: ${(p) => (p.$fullBleed ? '0' : '16px 16px 32px')};
  padding-bottom: ${(p) => (p.$bottomBar ? '96px' : undefined)};
  outline: none;
  @media ${theme.breakpoints.md} {
    padding: ${(p) => (p.$fullBleed ? '0' : '24px 24px 48px')};
  }
`;

const LiveUpdates = lazy(() => import(/* webpackChunkName: "live-updates" */ '../features/live/LiveUpdates'));
const NavBar = lazy(loadNavBar);
const OfflineParts = lazy(() => import(/* webpackChunkName: "offline" */ '../features/offline/OfflineParts'));

/** Holds the bar's place while its code loads, so the page does not jump. */
const NavPlaceholder = styled.div`
  height: 60px;
  @media ${theme.breakpoints.md} {
    height: 64px;
  }
`;

/**
 * Shell chrome around every screen: the offline banner, sandbox payments and configuration notices, navigation, <main>,
 * toaster, live updates.
 * <main> says when the screen is done (`useScreenReady`: no first answer, loading state or
 * catch-up outstanding): `aria-busy` for assistive tech, `data-state` busy/ready and `data-path`
 * (the path it shows, which lags the address bar during a navigation) for end-to-end tests.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navKind = useNavKind();
  const { user } = useSession();
  const ready = useScreenReady();
  return (
    <>
      {user ? (
        // Until its code is here the page is not live yet (nor caught up).
        <Suspense fallback={<BusyWhileShown />}>
          <LiveUpdates />
        </Suspense>
      ) : null}
      <SkipLink href="#main">Skip to content</SkipLink>
      {user ? (
        <Suspense fallback={null}>
          <OfflineParts />
        </Suspense>
      ) : null}
      <SandboxPaymentsNotice />
      <RegistryNotice />
      {navKind !== 'none' ? (
        <Suspense
          fallback={
            <NavPlaceholder aria-hidden="true">
              <BusyWhileShown />
            </NavPlaceholder>
          }
        >
          <NavBar />
        </Suspense>
      ) : null}
      <Main
        id="main"
        tabIndex={-1}
        aria-busy={!ready}
        data-state={ready ? 'ready' : 'busy'}
        data-path={pathname}
        $fullBleed={pathname === '/'}
        $bottomBar={navKind !== 'none'}
      >
        {/* First in <main>, in the flow: a toast moves the page down rather than covering it. */}
        <Toaster />
        {children}
      </Main>
      <SessionExpiredNotice />
    </>
  );
}
