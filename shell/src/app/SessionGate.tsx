import { useRef, type ReactNode } from 'react';
import { FullPageSpinner, useSession } from '@housesit/shell/kit';

/**
 * docs/product/platform.md §2: a full-screen spinner while the session first loads. Later re-checks keep the
 * page on screen (protected routes show 'Checking authentication...' if they must wait).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const settled = useRef(false);
  if (status !== 'loading') settled.current = true;
  if (!settled.current) return <FullPageSpinner label="Loading..." />;
  return <>{children}</>;
}
