import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { TOASTS, queryKeys, runApiCall, type ApiClient } from '@housesit/shared-contracts';
import { useApi, usePublishPendingChanges, useSession, useToast } from '@housesit/shell/kit';
import { useQueryCache } from '@housesit/shell/kit/areas';
import type { SendAction } from './drain';
import { pendingActions, sharedOutbox, type OutboxState } from './outbox';
import type { QueuedAction, RefusedAction } from './types';

/** The API call of a queued action, with its key and the phone's time of it. */
export function sendWith(api: ApiClient): SendAction {
  return (item: QueuedAction) => {
    const { action, visitId, key, occurredAt } = item;
    return runApiCall<unknown>(() => {
      switch (action.kind) {
        case 'start':
          return api.lifecycle.start(visitId, { occurredAt }, key);
        case 'task':
          return api.lifecycle.updateTask(visitId, action.taskId, { isCompleted: action.isCompleted, notes: action.notes }, key);
        case 'photo':
          return api.lifecycle.addPhotoToVisit(visitId, { mediaUrl: action.mediaUrl, capturedAt: occurredAt }, key);
        case 'complete':
          return api.lifecycle.complete(
            visitId,
            { ...(action.notes ? { notes: action.notes } : {}), taskReasons: action.taskReasons, occurredAt },
            key,
          );
      }
    });
  };
}

/** A refused action's toast title: the server's own, else the words each action's failure always had. */
const REFUSAL_TITLES: Record<NonNullable<RefusedAction['kind']>, string> = {
  start: TOASTS.startFailed.title,
  task: TOASTS.jobUpdateFailed.title,
  photo: TOASTS.uploadFailedSingle.title,
  complete: TOASTS.completeFailed.title,
};

function refusalTitle(refusal: RefusedAction): string {
  return refusal.title ?? (refusal.kind ? REFUSAL_TITLES[refusal.kind] : `Not applied: ${refusal.label}`);
}

/**
 * Connects the page's outbox to the signed-in sitter and the API, drains it when the app opens
 * and whenever the network returns, refetches the visits after actions are applied, toasts each
 * refusal, and publishes the waiting changes to the shell. Mounted once per screen of the area.
 */
export function useOutboxRunner(): void {
  const outbox = sharedOutbox();
  const api = useApi();
  const { user } = useSession();
  const { invalidate } = useQueryCache();
  const { toast } = useToast();
  const { queued } = useOutbox();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return undefined;
    outbox.onApplied = async (result) => {
      for (const refusal of result.refused) toast({ title: refusalTitle(refusal), description: refusal.message, variant: 'destructive' });
      const completed = result.applied.some((item) => item.action.kind === 'complete');
      // The visits' fetch (useSitterVisits) tells the outbox when the server's copy has these actions.
      await invalidate(queryKeys.visits.assigned(userId), ...(completed ? [queryKeys.sitterEarnings(userId)] : []));
    };
    void outbox.attach(userId, sendWith(api));
    // The network is back: whatever was waiting for a backoff is due now.
    const online = () => void outbox.sendNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      outbox.detach();
    };
  }, [outbox, api, userId, invalidate, toast]);

  const changes = useMemo(() => queued.map((item) => ({ id: item.key, label: item.label })), [queued]);
  usePublishPendingChanges('mf-sitter', changes);
}

/** The outbox's state, re-rendered on each change. */
export function useOutbox(): OutboxState & {
  sendNow: () => Promise<void>;
  dismiss: (key: string) => Promise<void>;
  /** Queued and applied-not-yet-refetched actions: what the screens lay over the server's visits. */
  pending: readonly QueuedAction[];
} {
  const outbox = sharedOutbox();
  const state = useSyncExternalStore(outbox.subscribe, outbox.getState, outbox.getState);
  const sendNow = useCallback(() => outbox.sendNow(), [outbox]);
  const dismiss = useCallback((key: string) => outbox.dismiss(key), [outbox]);
  const { settled, queued } = state;
  const pending = useMemo(() => pendingActions({ settled, queued }), [settled, queued]);
  return { ...state, sendNow, dismiss, pending };
}
