import { queryKeys, type RealtimeEvent } from '@housesit/shared-contracts';
import { useAfterOtherWork, useScreenWork, useSession, useSessionActions, whenIdle } from '@housesit/shell/kit';
import { useCallback, useLayoutEffect } from 'react';
import { useQueryCache } from '../queryCache';
import { useRealtimeSocket, type SocketFactory } from './useRealtimeSocket';

/**
 * The catch-up refetch after the socket opens waits for the screen to be done with its own work
 * (its first answer renders in slices, and the browser idles between them), then for the next
 * idle moment.
 */
const CATCH_UP = { delayMs: 0, timeoutMs: 1_000 } as const;
const CATCH_UP_AT_LATEST_MS = 3_000;

/**
 * Every query a live event can move: visit lists, dashboard figures, inboxes and unread counts,
 * and the user's notifications (the list and the account menu's badge: a visit change stores them).
 */
function everythingLive(userId: number) {
  return [
    queryKeys.visits.all(),
    queryKeys.notifications(userId),
    queryKeys.userStats.all(),
    queryKeys.admin.stats(),
    queryKeys.messages.unread(userId),
    queryKeys.messages.inboxAll(userId),
    queryKeys.messages.summaries(userId),
  ];
}

/**
 * What the page refetches when the server says something changed: a message or a
 * read conversation moves the unread badge and the inboxes; a visit that changed status or
 * sitter moves every visit list, the dashboards' figures, the inboxes' sitter names and the
 * notifications (with their badge); a completed visit moves the homeowner's notifications.
 * Mounted once by the shell for a signed-in user; screens that show a conversation add the
 * message itself to their cache on their own.
 */
export function useLiveUpdates(createSocket?: SocketFactory) {
  const { user } = useSession();
  const { invalidate } = useQueryCache();
  const beginWork = useScreenWork();
  const afterOtherWork = useAfterOtherWork();
  const userId = user?.id ?? null;
  const onEvent = useCallback(
    (event: RealtimeEvent) => {
      if (userId === null) return;
      if (event.type === 'message' || event.type === 'conversationRead') {
        void invalidate(queryKeys.messages.unread(userId), queryKeys.messages.inboxAll(userId), queryKeys.messages.summaries(userId));
      } else if (event.type === 'visitChanged') {
        void invalidate(...everythingLive(userId));
      } else if (event.type === 'visitCompleted' || event.type === 'notificationsChanged') {
        // Told after the notifications are stored ('visit completed', the office's notices).
        void invalidate(queryKeys.notifications(userId));
      }
    },
    [invalidate, userId],
  );
  // The session ended on the server: ask for it again now, so the shell signs the page out.
  const { recheck } = useSessionActions();
  const onSessionEnded = useCallback(() => void recheck(), [recheck]);
  const realtime = useRealtimeSocket({ enabled: userId !== null, onEvent, onSessionEnded, ...(createSocket ? { createSocket } : {}) });
  // Whatever changed while the socket was not open (before it first opened, or while a phone had
  // no signal) was never pushed: refetch what events would have refreshed, each time it opens.
  // Not at once: on a page's first load the socket opens while the first screen is still
  // rendering its data (from the page itself, decision 020), and the refetch would compete with
  // it for the network and the main thread. So it waits until the screen has done its own work
  // (at most CATCH_UP_AT_LATEST_MS, for a screen that stays busy), then for an idle moment.
  // Nothing is lost meanwhile: events are pushed from the moment the socket is open.
  // Until the catch-up has refetched, what the screen shows may still change: the page stays busy.
  // A layout effect, so the work starts in the commit where the socket's opening (busy too) ends.
  const { connected } = realtime;
  useLayoutEffect(() => {
    if (!connected || userId === null) return;
    const done = beginWork();
    let cancelIdle: (() => void) | null = null;
    const catchUp = () => {
      if (cancelIdle) return;
      cancelIdle = whenIdle(() => void invalidate(...everythingLive(userId)).finally(done), CATCH_UP);
    };
    const cancelWait = afterOtherWork(1, catchUp);
    const atLatest = window.setTimeout(catchUp, CATCH_UP_AT_LATEST_MS);
    return () => {
      cancelWait();
      window.clearTimeout(atLatest);
      cancelIdle?.();
      done();
    };
  }, [afterOtherWork, beginWork, connected, invalidate, userId]);
  return realtime;
}
