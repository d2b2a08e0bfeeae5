import { useCallback, useEffect, useRef, useState } from 'react';
import { TYPING_VISIBLE_MS, type RealtimeEvent } from '@housesit/shared-contracts';

export type TypingEvent = Extract<RealtimeEvent, { type: 'typing' }>;

/** Who is typing where, from the other side's /ws typing events; gone after 3 s of silence. */
export function useTypingIndicator() {
  const [typing, setTyping] = useState<TypingEvent | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback((event: TypingEvent) => {
    setTyping(event);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTyping(null), TYPING_VISIBLE_MS);
  }, []);

  /** Their message arrived: they are no longer typing it. */
  const stop = useCallback((userId: number, visitId: number) => {
    setTyping((current) => (current && current.userId === userId && current.visitId === visitId ? null : current));
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { typing, show, stop };
}
