import { useCallback, useMemo } from 'react';
import { TOASTS, problemOf, queryKeys, type Visit, type VisitTask } from '@housesit/shared-contracts';
import { useSession, useToast } from '@housesit/shell/kit';
import {
  removePhotoNow,
  useApiAction,
  useQueryCache,
  useVisitLifecycle,
  type LifecycleBusy,
  type LifecycleOutcome,
  type LifecycleSender,
} from '@housesit/shell/kit/areas';
import { sharedOutbox, type OutboxAction } from '../../offline';

/** The action a visit is busy with (one at a time per open visit). */
export type VisitBusy = LifecycleBusy;

export interface TaskChange {
  isCompleted: boolean;
  /** The task's whole note; '' clears it. */
  notes: string;
}

/**
 * The sitter's visit lifecycle: the kit's (the same rules and photo policy as the admin queue),
 * with start, photos and Complete visit kept in the phone's outbox (features/offline) so they work
 * without signal: applied on screen at once, sent in order with an idempotency key and the
 * phone's time. A refusal arrives later, as a toast and in the visit's 'Not applied' list.
 * Removing a photo the server has is a direct call; one still on the phone leaves the outbox.
 */
export function useVisitActions() {
  const run = useApiAction();
  const { user } = useSession();
  const { toast } = useToast();
  const { invalidate } = useQueryCache();
  const outbox = sharedOutbox();

  const sender = useMemo((): LifecycleSender => {
    const keep = async (visit: Visit, action: OutboxAction): Promise<LifecycleOutcome> => {
      try {
        await outbox.enqueue(visit.id, action);
        return { kind: 'ok', data: null };
      } catch (error) {
        // This phone cannot keep it (storage full, IndexedDB gone): said as the step's failure.
        return problemOf(error);
      }
    };
    return {
      start: (visit) => keep(visit, { kind: 'start' }),
      addPhoto: (visit, mediaUrl) => keep(visit, { kind: 'photo', mediaUrl }),
      complete: (visit, { notes, taskReasons }) => keep(visit, { kind: 'complete', notes, taskReasons }),
      removePhoto: async (visit, url) => {
        if (url.startsWith('data:')) {
          // Still on the phone: taken out of the outbox, unless it is being sent right now.
          const queued = outbox
            .getState()
            .queued.find((item) => item.visitId === visit.id && item.action.kind === 'photo' && item.action.mediaUrl === url);
          const withdrawn = queued ? await outbox.withdraw(queued.key) : false;
          return withdrawn ? { kind: 'ok', data: null } : problemOf(new Error('The photo is being sent.'));
        }
        const outcome = await removePhotoNow(run, visit, url);
        // A failed refetch shows on the screen as a load error; the action's own toast stands.
        if (user) await invalidate(queryKeys.visits.assigned(user.id)).catch(() => undefined);
        return outcome;
      },
    };
  }, [outbox, run, invalidate, user]);

  const lifecycle = useVisitLifecycle(sender);

  /** Ticks or unticks a task and its note; true once the phone holds it. */
  const updateTask = useCallback(
    async (visit: Visit, task: VisitTask, change: TaskChange): Promise<boolean> => {
      try {
        await outbox.enqueue(visit.id, { kind: 'task', taskId: task.id, taskName: task.task.name, ...change });
        return true;
      } catch {
        toast({ ...TOASTS.jobUpdateFailed, variant: 'destructive' });
        return false;
      }
    },
    [outbox, toast],
  );

  const { busy, start, uploadPhotos, complete, removePhoto } = lifecycle;
  return { busy, start, updateTask, uploadPhotos, complete, removePhoto };
}
