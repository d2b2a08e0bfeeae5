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
 * tick tasks, add photos, complete. Each action toasts the spec's text (platform.md §8) and then
 * refetches the visits, so every screen shows what the server now holds.
 */
export function useVisitActions() {
  const run = useApiAction();
  const { user } = useSession();
  const { toast } = useToast();
  const { invalidate } = useQueryCache();
  const [busy, setBusy] = useState<VisitBusy>(null);

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

  const start = useCallback(
    async (visit: Visit) => {
      setBusy('start');
      const outcome = await run((api) => api.lifecycle.start(visit.id));
      if (succeeded(outcome, TOASTS.startFailed)) toast({ ...TOASTS.visitStarted, variant: 'success' });
      await refetch();
      setBusy(null);
    },
    [run, succeeded, refetch, toast],
  );

  /** Ticks or unticks a task and saves its note; true when the server took it. */
  const updateTask = useCallback(
    async (visit: Visit, task: VisitTask, change: TaskChange): Promise<boolean> => {
      const outcome = await run((api) => api.lifecycle.updateTask(visit.id, task.id, change));
      await refetch();
      return succeeded(outcome, TOASTS.jobUpdateFailed);
    },
    [run, succeeded, refetch],
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
      const reportId = visit.report?.id;
      if (reportId === undefined) {
        toast({ title: TOASTS.uploadFailedSingle.title, description: VISIT_ERRORS.noReport, variant: 'destructive' });
        return;
      }
      setBusy('upload');
      const failed = single ? TOASTS.uploadFailedSingle : TOASTS.uploadFailed;
      let sent = true;
      // One at a time: a phone on mobile data does better with one upload than with several.
      for (const file of files) {
        let mediaUrl: string;
        try {
          mediaUrl = await photoDataUrl(file);
        } catch (error) {
          // This device cannot send the photo (too large, unreadable): say why, send nothing more.
          toast({
            title: failed.title,
            description: error instanceof PhotoFileError ? error.message : failed.description,
            variant: 'destructive',
          });
          sent = false;
          break;
        }
        const outcome = await run((api) => api.lifecycle.addPhoto(reportId, { mediaUrl }));
        if (outcome.kind !== 'ok' && outcome.code === 'visit.photo_invalid' && outcome.message === LIFECYCLE_MESSAGES.notAnImage) {
          // The API found no image in it: the same words as the check before sending.
          toast({ ...TOASTS.invalidFile, variant: 'destructive' });
          sent = false;
          break;
        }
        if (!succeeded(outcome, failed)) {
          sent = false;
          break;
        }
      }
      if (sent) toast({ ...(single ? TOASTS.photoAdded : TOASTS.photosUploaded), variant: 'success' });
      await refetch();
      setBusy(null);
    },
    [run, succeeded, refetch, toast],
  );

  /**
   * Completes the visit with the sitter's notes and a reason per unticked task (DECISIONS.md
   * 'Visit safety'; the API refuses a missing one too). Answers the server's field errors, if any.
   */
  const complete = useCallback(
    async (
      visit: Visit,
      notes: string,
      taskReasons: Record<string, string>,
    ): Promise<{ completed: boolean; fieldErrors: Record<string, string> }> => {
      // platform.md §5: at least one photo first (the API enforces it too).
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
      const text = notes.trim();
      const outcome = await run((api) => api.lifecycle.complete(visit.id, { ...(text ? { notes: text } : {}), taskReasons }));
      const completed = succeeded(outcome, TOASTS.completeFailed);
      if (completed) toast({ ...TOASTS.visitCompleted, variant: 'success' });
      await refetch(true);
      setBusy(null);
      return { completed, fieldErrors: outcome.kind === 'ok' ? {} : outcome.fieldErrors };
    },
    [run, succeeded, refetch, toast],
  );

  /** Removes a wrong photo before completion; `url` is its /api/media/<id>. */
  const removePhoto = useCallback(
    async (visit: Visit, url: string) => {
      const mediaId = url.split('/').pop() ?? '';
      setBusy('upload');
      const outcome = await run((api) => api.lifecycle.removePhoto(visit.id, mediaId));
      if (succeeded(outcome, TOASTS.photoRemoveFailed)) toast({ ...TOASTS.photoRemoved, variant: 'success' });
      await refetch();
      setBusy(null);
    },
    [run, succeeded, refetch, toast],
  );

  return { busy, start, updateTask, uploadPhotos, complete, removePhoto };
}
