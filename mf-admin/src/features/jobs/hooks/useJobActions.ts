import { useCallback, useMemo, useState } from 'react';
import { TOASTS, type Visit, type VisitTask } from '@housesit/shared-contracts';
import { useToast } from '@housesit/shell/kit';
import { useApiAction, type PhotoUploadMode } from '@housesit/shell/kit/areas';
import { useAdminLifecycle } from './useAdminLifecycle';
import { useRefreshJobs } from './useRefreshJobs';

export type JobAction = 'start' | 'upload' | 'complete' | 'assign' | 'task';

/** 'single' is the details dialog's Add Photo, 'multiple' the card's Upload Photos. */
export type UploadMode = PhotoUploadMode;

export interface UseJobActionsOptions {
  /** Called with the job as the API now has it, so an open dialog shows the change at once. */
  onChanged?: (job: Visit) => void;
}

/**
 * The admin queue's actions: start, upload photos, submit report, complete (the kit's visit
 * lifecycle, sent at once to the admin endpoints, with the sitter's rules and photo policy), plus
 * assignment and the task checklist. Each toasts what it did and refetches the admin lists after
 * a change. Resolves true when the change was made.
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
  const [ownPending, setPending] = useState<'assign' | 'task' | null>(null);

  const run = useCallback(async (action: 'assign' | 'task', work: () => Promise<boolean>): Promise<boolean> => {
    setPending(action);
    try {
      return await work();
    } finally {
      setPending(null);
    }
  }, []);

  const lifecycle = useAdminLifecycle(onChanged);
  // Removing a photo is the safety panel's (useVisitSafety), never this queue's.
  const pending: JobAction | null = ownPending ?? (lifecycle.busy === 'removePhoto' ? null : lifecycle.busy);

  const { start, uploadPhotos, requirePhotos } = lifecycle;
  const lifecycleComplete = lifecycle.complete;
  // The report dialog checks the reasons itself and closes on true.
  const complete = useCallback(
    async (job: Visit, notes: string, taskReasons: Record<string, string> = {}) =>
      (await lifecycleComplete(job, notes, taskReasons)).completed,
    [lifecycleComplete],
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
