import { useCallback, useState } from 'react';
import {
  hasVisitPhotos,
  LIFECYCLE_MESSAGES,
  missingTaskReasons,
  TOASTS,
  VISIT_ERRORS,
  queryKeys,
  type ActionOutcome,
  type Visit,
  type VisitTask,
} from '@housesit/shared-contracts';
import { useSession, useToast } from '@housesit/shell/kit';
import { PhotoFileError, areImageFiles, photoDataUrl, problemToast, useApiAction, useQueryCache } from '@housesit/shell/kit/areas';
import { sharedOutbox } from '../../offline';

/** The action a visit is busy with (one at a time per open visit). */
export type VisitBusy = 'start' | 'upload' | 'complete' | null;

interface SpecToast {
  title: string;
  description?: string;
}

export interface TaskChange {
  isCompleted: boolean;
  /** The task's whole note; '' clears it. */
  notes: string;
}

/**
 * The sitter's visit lifecycle (DECISIONS.md: the same API and rules as the admin queue): start,
 * tick tasks, add photos, complete, through the outbox (they work without signal); removing a
 * photo the server has is a direct call. Each action toasts the spec's text (platform.md §8).
 */
export function useVisitActions() {
  const run = useApiAction();
  const { user } = useSession();
  const { toast } = useToast();
  const { invalidate } = useQueryCache();
  const [busy, setBusy] = useState<VisitBusy>(null);
  const outbox = sharedOutbox();

  const refetch = useCallback(
    async (earnings = false) => {
      if (!user) return;
      // A failed refetch shows on the screen as a load error; the action's own toast stands.
      const keys = [queryKeys.visits.assigned(user.id), ...(earnings ? [queryKeys.sitterEarnings(user.id)] : [])];
      await invalidate(...keys).catch(() => undefined);
    },
    [invalidate, user],
  );

  /** Toasts a refusal with the server's title and message ('Photos required'), else the spec's fallback. */
  const succeeded = useCallback(
    <T>(outcome: ActionOutcome<T>, fallback: SpecToast): outcome is Extract<ActionOutcome<T>, { kind: 'ok' }> => {
      if (outcome.kind === 'ok') return true;
      toast(problemToast(outcome, fallback));
      return false;
    },
    [toast],
  );

  /**
   * Start, ticks, photos and Complete visit go through the phone's outbox (features/offline):
   * applied on screen at once, sent in order with an idempotency key and the phone's time, with
   * or without signal. A refusal arrives later, as a toast and in the visit's 'Not applied' list.
   */
  const start = useCallback(
    async (visit: Visit) => {
      setBusy('start');
      try {
        await outbox.enqueue(visit.id, { kind: 'start' });
        toast({ ...TOASTS.visitStarted, variant: 'success' });
      } catch {
        toast({ ...TOASTS.startFailed, variant: 'destructive' });
      } finally {
        setBusy(null);
      }
    },
    [outbox, toast],
  );

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

  const uploadPhotos = useCallback(
    async (visit: Visit, files: readonly File[]) => {
      if (files.length === 0) return;
      // By type and by content: a text file named .png is typed image/png by the browser.
      if (!(await areImageFiles(files))) {
        toast({ ...TOASTS.invalidFile, variant: 'destructive' });
        return;
      }
      const single = files.length === 1;
      if (visit.status !== 'in_progress') {
        toast({ title: TOASTS.uploadFailedSingle.title, description: VISIT_ERRORS.noReport, variant: 'destructive' });
        return;
      }
      setBusy('upload');
      const failed = single ? TOASTS.uploadFailedSingle : TOASTS.uploadFailed;
      let kept = true;
      for (const file of files) {
        try {
          // Scaled on the phone first: what waits in the outbox is what the API takes.
          const mediaUrl = await photoDataUrl(file);
          await outbox.enqueue(visit.id, { kind: 'photo', mediaUrl });
        } catch (error) {
          // This device cannot keep the photo (too large, unreadable, storage full): say why.
          toast({
            title: failed.title,
            description: error instanceof PhotoFileError ? error.message : failed.description,
            variant: 'destructive',
          });
          kept = false;
          break;
        }
      }
      if (kept) toast({ ...(single ? TOASTS.photoAdded : TOASTS.photosUploaded), variant: 'success' });
      setBusy(null);
    },
    [outbox, toast],
  );

  /**
   * Completes the visit with the sitter's notes and a reason per unticked task (DECISIONS.md
   * 'Visit safety'; the API refuses a missing one too). Answers the missing reasons, if any.
   */
  const complete = useCallback(
    async (
      visit: Visit,
      notes: string,
      taskReasons: Record<string, string>,
    ): Promise<{ completed: boolean; fieldErrors: Record<string, string> }> => {
      // platform.md §5: at least one photo first (the API enforces it too); photos still on the phone count, they are sent first.
      if (!hasVisitPhotos(visit)) {
        toast({ ...TOASTS.photosRequired, variant: 'destructive' });
        return { completed: false, fieldErrors: {} };
      }
      const missing = missingTaskReasons(visit.tasks, taskReasons);
      if (Object.keys(missing).length > 0) {
        toast({ title: TOASTS.completeFailed.title, description: LIFECYCLE_MESSAGES.taskReasonRequired, variant: 'destructive' });
        return { completed: false, fieldErrors: missing };
      }
      setBusy('complete');
      try {
        await outbox.enqueue(visit.id, { kind: 'complete', notes: notes.trim(), taskReasons });
        toast({ ...TOASTS.visitCompleted, variant: 'success' });
        return { completed: true, fieldErrors: {} };
      } catch {
        toast({ ...TOASTS.completeFailed, variant: 'destructive' });
        return { completed: false, fieldErrors: {} };
      } finally {
        setBusy(null);
      }
    },
    [outbox, toast],
  );

  /** Removes a wrong photo before completion; `url` is its /api/media/<id>. */
  const removePhoto = useCallback(
    async (visit: Visit, url: string) => {
      setBusy('upload');
      if (url.startsWith('data:')) {
        // Still on the phone: taken out of the outbox, unless it is being sent right now.
        const queued = outbox
          .getState()
          .queued.find((item) => item.visitId === visit.id && item.action.kind === 'photo' && item.action.mediaUrl === url);
        const withdrawn = queued ? await outbox.withdraw(queued.key) : false;
        toast(withdrawn ? { ...TOASTS.photoRemoved, variant: 'success' } : { ...TOASTS.photoRemoveFailed, variant: 'destructive' });
        setBusy(null);
        return;
      }
      const mediaId = url.split('/').pop() ?? '';
      const outcome = await run((api) => api.lifecycle.removePhoto(visit.id, mediaId));
      if (succeeded(outcome, TOASTS.photoRemoveFailed)) toast({ ...TOASTS.photoRemoved, variant: 'success' });
      await refetch();
      setBusy(null);
    },
    [run, succeeded, refetch, toast, outbox],
  );

  return { busy, start, updateTask, uploadPhotos, complete, removePhoto };
}
