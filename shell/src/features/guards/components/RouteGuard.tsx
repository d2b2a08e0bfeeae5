import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { AUTH_TEXT, decideAccess, type RouteAccess } from '@housesit/shared-contracts';
import { Spinner, useSession } from '@housesit/shell/kit';
import { IS_DEV_BUILD } from '../../../env';
import { signingOutAtom } from '../../auth';
import { withNext } from '../lib/loginRedirect';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 16px;
`;

export interface RouteGuardProps {
  access: RouteAccess;
  /** The route's path (the /reports rule depends on it). */
  path: string;
  /** Where signed-out visitors go; default /login (docs/product/platform.md §2). */
  fallbackPath?: string;
  isDevBuild?: boolean;
  children: ReactNode;
}

/**
 * docs/product/platform.md §2 "Protected-route behaviour": 'Checking authentication...' while the session
 * check runs; signed out → the fallback path; wrong role → /login with nothing rendered;
 * /reports for homeowners only (others go to their own dashboard). The rules themselves are
 * `decideAccess` in shared-contracts.
 */
export function RouteGuard({ access, path, fallbackPath = '/login', isDevBuild = IS_DEV_BUILD, children }: RouteGuardProps) {
  const { user, status } = useSession();
  const signingOut = useAtomValue(signingOutAtom);
  const location = useLocation();

  if (access.kind === 'public') return <>{children}</>;
  if (signingOut) return null;
  if (status === 'loading') {
    return (
      <Centered>
        <Spinner label={AUTH_TEXT.checking} />
      </Centered>
    );
  }
  const decision = decideAccess(access, user, { isDevBuild, fallbackPath, path });
  if (decision.kind === 'allow') return <>{children}</>;
  const to = decision.reason === 'signedOut' ? withNext(decision.to, location) : decision.to;
  return <Navigate to={to} replace />;
}
