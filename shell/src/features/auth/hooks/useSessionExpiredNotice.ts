import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { TOASTS, type User } from '@housesit/shared-contracts';
import { useSession, useToast } from '@housesit/shell/kit';
import { signingOutAtom } from '../state';

/**
 * docs/product/platform.md §4: when a previously signed-in user's session check later returns none, show
 * 'Session Expired'. An intended logout is not an expiry.
 */
export function useSessionExpiredNotice(): void {
  const { user, status } = useSession();
  const signingOut = useAtomValue(signingOutAtom);
  const { toast } = useToast();
  const previous = useRef<User | null>(null);

  useEffect(() => {
    if (status === 'loading') return;
    if (previous.current && !user && !signingOut) {
      toast({ ...TOASTS.sessionExpired, variant: 'destructive' });
    }
    previous.current = user;
  }, [user, status, signingOut, toast]);
}

export function SessionExpiredNotice() {
  useSessionExpiredNotice();
  return null;
}
