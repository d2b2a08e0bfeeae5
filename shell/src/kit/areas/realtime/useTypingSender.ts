import { useCallback, useRef } from 'react';
import { TYPING_SEND_INTERVAL_MS, type RealtimeClientMessage } from '@housesit/shared-contracts';

/** Tells the other side we are typing, at most once every 2 s per conversation. */
export function useTypingSender(send: (message: RealtimeClientMessage) => boolean, visitId: number) {
  const last = useRef<{ visitId: number; at: number } | null>(null);
  return useCallback(() => {
    const now = Date.now();
    const previous = last.current;
    if (previous && previous.visitId === visitId && now - previous.at < TYPING_SEND_INTERVAL_MS) return;
    if (send({ type: 'typing', visitId })) last.current = { visitId, at: now };
  }, [send, visitId]);
}
