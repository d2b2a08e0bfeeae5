import { useCallback, useMemo, useState } from 'react';
import { hasVisitPhotos, LIFECYCLE_MESSAGES, TOASTS, type Report, type Visit, type VisitTask } from '@housesit/shared-contracts';
import { useToast } from '@housesit/shell/kit';
import { areImageFiles, isTooLarge, problemToast, readAsDataUrl, useApiAction } from '@housesit/shell/kit/areas';
import { addPhotoToJob } from '../api/jobRequests';
import { useRefreshJobs } from './useRefreshJobs';

export type JobAction = 'start' | 'upload' | 'complete' | 'assign' | 'task';

/** 'single' is the details dialog's Add Photo, 'multiple' the card's Upload Photos. */
export type UploadMode = 'single' | 'multiple';

export interface UseJobActionsOptions {
  /** Called with the job as the API now has it, so an open dialog shows the change at once. */
  onChanged?: (job: Visit) => void;
}

/**
 * The admin queue's actions (platform.md §6: start, upload photos, submit report, complete),
 * plus assignment and the task checklist. Each shows the toasts of platform.md §8 and refetches
 * the admin lists after a change. Resolves true when the change was made.
 */
export function useJobActions({ onChanged }: UseJobActionsOptions = {}) {
  const runApi = useApiAction();
  const { toast } = useToast();
  const refreshJobs = useRefreshJobs();
  // Awaited: the action stays pending (its buttons disabled) until the list shows the change,
  // so nobody acts on a card that is about to change. A failed refetch shows on the list itself.
  const refresh = useCallback(async () => {
    try {
      await refreshJobs();
    } catch {
      /* the list shows its own load error */
    }
  }, [refreshJobs]);
  const [pending, setPending] = useState<JobAction | null>(null);

  const run = useCallback(async (action: JobAction, work: () => Promise<boolean>): Promise<boolean> => {
    setPending(action);
    try {
      return await work();
    } finally {
      setPending(null);
    }
  }, []);

  const start = useCallback(
    (job: Visit, reason?: string) =>
      run('start', async () => {
        // A reason only off the visit's day (the shared start rule); kept in the visit's history.
        const outcome = await runApi((api) => api.lifecycle.start(job.id, reason ? { reason } : {}));
        if (outcome.kind !== 'ok') {
          toast({
            title: TOASTS.startFailed.title,
            description: outcome.message ?? TOASTS.startFailed.description,
            variant: 'destructive',
          });
          await refresh();
          return false;
        }
        toast({ title: TOASTS.visitStarted.title, description: `Visit #${job.id} is now in progress.`, variant: 'success' });
        onChanged?.(outcome.data.visit);
        await refresh();
        return true;
      }),
    [runApi, toast, refresh, onChanged, run],
  );

  const uploadPhotos = useCallback(
    async (job: Visit, files: readonly File[], mode: UploadMode) => {
      const failed = mode === 'single' ? TOASTS.uploadFailedSingle : TOASTS.uploadFailed;
      if (files.length === 0) return false;
      // Nothing is sent when any file is not an image (platform.md §5), by its type or its bytes.
      if (!(await areImageFiles(files))) {
        toast({ title: TOASTS.invalidFile.title, description: TOASTS.invalidFile.description, variant: 'destructive' });
        return false;
      }
      if (files.some(isTooLarge)) {
        toast({ title: failed.title, description: LIFECYCLE_MESSAGES.imageTooLarge, variant: 'destructive' });
        return false;
      }
      return run('upload', async () => {
        let current = job;
        let added = 0;
        const stop = async (description: string, variant: 'default' | 'destructive') => {
          toast({ title: failed.title, description, variant });
          if (added > 0) onChanged?.(current);
          await refresh();
          return false;
        };
        // One at a time: each answer carries the report with every photo so far.
        for (const file of files) {
          let mediaUrl: string;
          try {
            mediaUrl = await readAsDataUrl(file);
          } catch {
            return stop(failed.description, 'destructive');
          }
          const outcome = await runApi((api) => addPhotoToJob(api, current, mediaUrl));
          if (outcome.kind !== 'ok') {
            // A scheduled visit without a report: the API started it and asks for the upload
            // again (platform.md §4). Not an error the admin caused, so not shown as one.
            if (outcome.code === 'visit.retry_upload') return stop(outcome.message ?? LIFECYCLE_MESSAGES.startedRetryUpload, 'default');
            // The API read the bytes and found no image: the same words as the check above.
            if (outcome.code === 'visit.photo_invalid' && outcome.message === LIFECYCLE_MESSAGES.notAnImage) {
              toast({ ...TOASTS.invalidFile, variant: 'destructive' });
              if (added > 0) onChanged?.(current);
              await refresh();
              return false;
            }
            return stop(outcome.message ?? failed.description, 'destructive');
          }
          added += 1;
          current = withReport(current, outcome.data.report);
        }
        if (added === 0) return false;
        if (mode === 'single') {
          toast({ title: TOASTS.photoAdded.title, description: `Added to the report of Visit #${job.id}.`, variant: 'success' });
        } else {
          const photos = added === 1 ? '1 photo' : `${added} photos`;
          toast({ title: TOASTS.photosUploaded.title, description: `${photos} added to Visit #${job.id}.`, variant: 'success' });
        }
        onChanged?.(current);
        await refresh();
        return true;
      });
    },
    [runApi, toast, refresh, onChanged, run],
  );

  /** platform.md §5: completing needs at least one photo; checked here before asking for notes. */
  const requirePhotos = useCallback(
    (job: Visit): boolean => {
      if (hasVisitPhotos(job)) return true;
      toast({ title: TOASTS.photosRequired.title, description: TOASTS.photosRequired.description, variant: 'destructive' });
      return false;
    },
    [toast],
  );

  const complete = useCallback(
    (job: Visit, notes: string, taskReasons: Record<string, string> = {}) =>
      run('complete', async () => {
        if (!requirePhotos(job)) return false;
        const trimmed = notes.trim();
        const outcome = await runApi((api) =>
          api.lifecycle.setJobStatus(job.id, { status: 'completed', ...(trimmed ? { notes: trimmed } : {}), taskReasons }),
        );
        if (outcome.kind !== 'ok') {
          // The server checks photos too (another admin or the sitter may have changed the visit).
          if (outcome.code === 'visit.photos_required') toast({ ...TOASTS.photosRequired, variant: 'destructive' });
          else toast(problemToast(outcome, TOASTS.completeFailed));
          await refresh();
          return false;
        }
        toast({
          title: TOASTS.visitCompleted.title,
          description: `The report of Visit #${job.id} is now available to the homeowner.`,
          variant: 'success',
        });
        onChanged?.(outcome.data.visit);
        await refresh();
        return true;
      }),
    [runApi, toast, refresh, onChanged, run, requirePhotos],
  );

  const assign = useCallback(
    (job: Visit, sitterId: number | null) =>
      run('assign', async () => {
        const outcome = await runApi((api) => api.lifecycle.assign(job.id, sitterId));
        if (outcome.kind !== 'ok') {
          toast({
            title: TOASTS.jobUpdateFailed.title,
            description: outcome.message ?? TOASTS.jobUpdateFailed.description,
            variant: 'destructive',
          });
          return false;
        }
        const sitter = outcome.data.visit.assignedSitter;
        toast({
          title: TOASTS.jobUpdated.title,
          description: sitter
            ? `${sitter.firstName} ${sitter.lastName} is assigned to Visit #${job.id}.`
            : `Visit #${job.id} has no sitter now.`,
          variant: 'success',
        });
        onChanged?.(outcome.data.visit);
        await refresh();
        return true;
      }),
    [runApi, toast, refresh, onChanged, run],
  );

  const setTaskDone = useCallback(
    (job: Visit, task: VisitTask, isCompleted: boolean) =>
      run('task', async () => {
        const outcome = await runApi((api) => api.lifecycle.updateTask(job.id, task.id, { isCompleted }));
        if (outcome.kind !== 'ok') {
          toast({
            title: TOASTS.jobUpdateFailed.title,
            description: outcome.message ?? TOASTS.jobUpdateFailed.description,
            variant: 'destructive',
          });
          return false;
        }
        const updated = outcome.data.task;
        onChanged?.({ ...job, tasks: job.tasks.map((t) => (t.id === updated.id ? updated : t)) });
        await refresh();
        return true;
      }),
    [runApi, toast, refresh, onChanged, run],
  );

  return useMemo(
    () => ({ pending, start, uploadPhotos, requirePhotos, complete, assign, setTaskDone }),
    [pending, start, uploadPhotos, requirePhotos, complete, assign, setTaskDone],
  );
}

function withReport(job: Visit, report: Report): Visit {
  return { ...job, report };
}
