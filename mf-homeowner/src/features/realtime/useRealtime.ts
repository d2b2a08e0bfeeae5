import { TOASTS, type RealtimeEvent } from '@housesit/shared-contracts';
import { useSession, useToast } from '@housesit/shell/kit';
import { useRealtimeSocket, type SocketFactory } from '@housesit/shell/kit/areas';
import { useCallback, useEffect, useRef } from 'react';
import { useRefetchVisits } from '../../shared/useRefetchVisits';

export interface RealtimeOptions {
  /** Every well-formed event for this user (messages, typing, visitCompleted). */
  onEvent?: (event: RealtimeEvent) => void;
  /** Extra refetch for lists the visits key filter does not reach (Reports' infinite list). */
  onVisitCompleted?: () => unknown;
  createSocket?: SocketFactory;
}

/**
 * The /ws connection of the homeowner's Reports and Messages pages (docs/product/customer.md §4, §7): open
 * while the signed-in homeowner is on the page (the hook is mounted), closed on leave, reconnects
 * with backoff (the areas' useRealtimeSocket). A `visitCompleted` for this user shows the live
 * toast, refetches the visits and scrolls to the top.
 */
export function useRealtime({ onEvent, onVisitCompleted, createSocket }: RealtimeOptions = {}) {
  const { user } = useSession();
  const { toast } = useToast();
  const refetchVisits = useRefetchVisits();
  const userId = user?.role === 'homeowner' ? user.id : null;

  // The latest callbacks, so the handler stays the same across renders.
  const handlers = useRef({ onEvent, onVisitCompleted, toast, refetchVisits });
  useEffect(() => {
    handlers.current = { onEvent, onVisitCompleted, toast, refetchVisits };
  });

  const handle = useCallback(
    (event: RealtimeEvent) => {
      const h = handlers.current;
      if (event.type === 'visitCompleted' && event.homeownerId === userId) {
        h.toast({ ...TOASTS.visitCompletedLive, variant: 'success' });
        void h.refetchVisits();
        void h.onVisitCompleted?.();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }
      h.onEvent?.(event);
    },
    [userId],
  );

  return useRealtimeSocket({ enabled: userId !== null, onEvent: handle, createSocket });
}
