import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { TOASTS, VISIT_ERRORS, type Visit, type VisitTask } from '@housesit/shared-contracts';
import { SESSION_KEY, useApi, useSession, useToast } from '@housesit/shell/kit';
import { sitterEarningsKey } from '../../earnings/api/useSitterEarnings';
import { describeFailure, unwrapAction } from '../actionFailure';
import { isImageFile, photoDataUrl } from '@housesit/shell/kit/areas';
import { sitterVisitsKey } from './useSitterVisits';

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
  const api = useApi();
  const { user } = useSession();
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<VisitBusy>(null);

  const refetch = useCallback(
    async (earnings = false) => {
      if (!user) return;
      // A failed refetch shows on the screen as a load error; the action's own toast stands.
      await Promise.all([
        mutate(sitterVisitsKey(user.id)).catch(() => undefined),
        earnings ? mutate(sitterEarningsKey(user.id)).catch(() => undefined) : undefined,
      ]);
    },
    [mutate, user],
  );

  const fail = useCallback(
    (error: unknown, fallback: SpecToast) => {
      const failure = describeFailure(error);
      // An expired session: let the shell notice and show 'Session Expired'.
      if (failure.status === 401) void mutate(SESSION_KEY);
      toast({
        title: failure.title ?? fallback.title,
        description: failure.message ?? fallback.description,
        variant: 'destructive',
      });
    },
    [mutate, toast],
  );

  const start = useCallback(
    async (visit: Visit) => {
      setBusy('start');
      try {
        await unwrapAction(api.lifecycle.start(visit.id));
        toast({ ...TOASTS.visitStarted, variant: 'success' });
      } catch (error) {
        fail(error, TOASTS.startFailed);
      } finally {
        await refetch();
        setBusy(null);
      }
    },
    [api, fail, refetch, toast],
  );

  /** Ticks or unticks a task and saves its note; true when the server took it. */
  const updateTask = useCallback(
    async (visit: Visit, task: VisitTask, change: TaskChange): Promise<boolean> => {
      try {
        await unwrapAction(api.lifecycle.updateTask(visit.id, task.id, change));
        return true;
      } catch (error) {
        fail(error, TOASTS.jobUpdateFailed);
        return false;
      } finally {
        await refetch();
      }
    },
    [api, fail, refetch],
  );

  const uploadPhotos = useCallback(
    async (visit: Visit, files: readonly File[]) => {
      if (files.length === 0) return;
      if (!files.every(isImageFile)) {
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
      try {
        // One at a time: a phone on mobile data does better with one upload than with several.
        for (const file of files) {
          const mediaUrl = await photoDataUrl(file);
          await unwrapAction(api.lifecycle.addPhoto(reportId, { mediaUrl }));
        }
        toast({ ...(single ? TOASTS.photoAdded : TOASTS.photosUploaded), variant: 'success' });
      } catch (error) {
        fail(error, single ? TOASTS.uploadFailedSingle : TOASTS.uploadFailed);
      } finally {
        await refetch();
        setBusy(null);
      }
    },
    [api, fail, refetch, toast],
  );

  /** Completes the visit with the sitter's notes; true when it is completed. */
  const complete = useCallback(
    async (visit: Visit, notes: string): Promise<boolean> => {
      // platform.md §5: at least one photo first (the API enforces it too).
      if ((visit.report?.mediaUrls.length ?? 0) === 0) {
        toast({ ...TOASTS.photosRequired, variant: 'destructive' });
        return false;
      }
      setBusy('complete');
      let completed = false;
      try {
        const text = notes.trim();
        await unwrapAction(api.lifecycle.complete(visit.id, text ? { notes: text } : {}));
        completed = true;
        toast({ ...TOASTS.visitCompleted, variant: 'success' });
      } catch (error) {
        fail(error, TOASTS.completeFailed);
      } finally {
        await refetch(true);
        setBusy(null);
      }
      return completed;
    },
    [api, fail, refetch, toast],
  );

  return { busy, start, updateTask, uploadPhotos, complete };
}
