import { useCallback, useMemo, useState } from 'react';
import {
  hasVisitPhotos,
  LIFECYCLE_MESSAGES,
  missingTaskReasons,
  TOASTS,
  type ActionOutcome,
  type ActionProblem,
  type Visit,
} from '@housesit/shared-contracts';
import { useToast, type ToastInput } from '@housesit/shell/kit';
import { problemToast } from '../../actions';
import { PhotoFileError, photoDataUrl } from '../../photos/photoFile';
import { photoFilesRefusal, photosEditable, uploadFailure, type PhotoUploadMode } from '../../photos/photoPolicy';

/**
 * How one lifecycle step ended: the visit as the server now has it; null when the step waits on
 * this device to be sent (the sitter's outbox: applied on screen at once, sent when there is
 * signal); or the server's refusal or a failure.
 */
export type LifecycleOutcome = ActionOutcome<Visit | null>;

/** The finished visit report a visit is completed with. */
export interface CompletionReport {
  notes: string;
  /** A reason per task not done, by task id. */
  taskReasons: Record<string, string>;
}

/**
 * How an area's lifecycle steps reach the API: the admin's at once, the sitter's through the
 * phone's outbox. The rules, the photo policy, the busy state and the toasts are the hook's.
 */
export interface LifecycleSender {
  start(visit: Visit, reason?: string): Promise<LifecycleOutcome>;
  /** One photo, as the data URL the API takes. */
  addPhoto(visit: Visit, mediaUrl: string): Promise<LifecycleOutcome>;
  complete(visit: Visit, report: CompletionReport): Promise<LifecycleOutcome>;
  /** `url` is the photo's /api/media/<id>, or a data URL still waiting on the device. */
  removePhoto(visit: Visit, url: string): Promise<LifecycleOutcome>;
  /**
   * Refetches the area's visit lists after a step that was sent, answered or not. Awaited: the
   * step stays busy (its buttons disabled) until the list shows the change.
   */
  refresh?(): Promise<unknown>;
}

export type LifecycleBusy = 'start' | 'upload' | 'complete' | 'removePhoto' | null;

export interface VisitCompletion {
  completed: boolean;
  /** A reason missing per task not done ('taskReasons.<id>'), for the form. */
  fieldErrors: Record<string, string>;
}

const photosText = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);

/** A refused step under its fixed title, in the server's words or else the fallback's. */
const refusedAs =
  (fallback: { title: string; description: string }) =>
  (problem: ActionProblem): ToastInput => ({
    title: fallback.title,
    description: problem.message ?? fallback.description,
    variant: 'destructive',
  });

/** What a step did: to which visit when the server answered; the title alone while it waits on the device. */
const doneAs =
  ({ title }: { title: string }, answeredText: string) =>
  (answered: boolean): ToastInput =>
    answered ? { title, description: answeredText, variant: 'success' } : { title, variant: 'success' };

/**
 * The one way an area runs a visit's lifecycle (start, photos, complete) under the same rules for
 * admins and sitters: a photo only while the visit is in progress, image files within the API's
 * size (photoFilesRefusal), completing only with a photo and a reason for each task not done. A
 * step the server answered toasts what it did to which visit; one kept on the device toasts only
 * the step's title, since nobody else sees it yet.
 */
export function useVisitLifecycle(sender: LifecycleSender, { onChanged }: { onChanged?: (visit: Visit) => void } = {}) {
  const { toast } = useToast();
  const [busy, setBusy] = useState<LifecycleBusy>(null);

  const refresh = useCallback(async () => {
    // A failed refetch shows on the list as its load error; the step's own toast stands.
    await sender.refresh?.().catch(() => undefined);
  }, [sender]);

  /**
   * One step sent as a whole: busy while it runs, its toast, the visit handed on when the server
   * answered it, then the lists refetched (awaited, so the step's buttons stay disabled until the
   * list shows the change). Answers how it ended.
   */
  const runStep = useCallback(
    async (
      step: Exclude<LifecycleBusy, 'upload' | null>,
      send: () => Promise<LifecycleOutcome>,
      say: { failed: (problem: ActionProblem) => ToastInput; done: (answered: boolean) => ToastInput },
    ): Promise<LifecycleOutcome> => {
      setBusy(step);
      try {
        const outcome = await send();
        if (outcome.kind === 'ok') {
          toast(say.done(outcome.data !== null));
          if (outcome.data) onChanged?.(outcome.data);
        } else {
          toast(say.failed(outcome));
        }
        await refresh();
        return outcome;
      } finally {
        setBusy(null);
      }
    },
    [toast, refresh, onChanged],
  );

  const start = useCallback(
    async (visit: Visit, reason?: string): Promise<boolean> => {
      const outcome = await runStep('start', () => sender.start(visit, reason), {
        failed: refusedAs(TOASTS.startFailed),
        done: doneAs(TOASTS.visitStarted, `Visit #${visit.id} is now in progress.`),
      });
      return outcome.kind === 'ok';
    },
    [sender, runStep],
  );

  /** `mode` by default: 'single' for one file, else 'multiple'. Photos are sent one at a time, in order. */
  const uploadPhotos = useCallback(
    async (visit: Visit, files: readonly File[], mode: PhotoUploadMode = files.length === 1 ? 'single' : 'multiple'): Promise<boolean> => {
      if (files.length === 0) return false;
      const refusal = await photoFilesRefusal(visit, files, mode);
      if (refusal) {
        toast(refusal);
        return false;
      }
      const failed = uploadFailure(mode);
      setBusy('upload');
      try {
        let current = visit;
        let added = 0;
        let answered = false;
        const stop = async (problem: { description: string; variant: 'default' | 'destructive'; title?: string }) => {
          toast({ title: problem.title ?? failed.title, description: problem.description, variant: problem.variant });
          if (answered) onChanged?.(current);
          await refresh();
          return false;
        };
        for (const file of files) {
          let mediaUrl: string;
          try {
            // Scaled on the device when large: what is sent (or waits to be) is what the API takes.
            mediaUrl = await photoDataUrl(file);
          } catch (error) {
            return await stop({
              description: error instanceof PhotoFileError ? error.message : failed.description,
              variant: 'destructive',
            });
          }
          const outcome = await sender.addPhoto(current, mediaUrl);
          if (outcome.kind !== 'ok') return await stop(uploadProblem(outcome, failed.description));
          added += 1;
          if (outcome.data) {
            answered = true;
            current = outcome.data;
          }
        }
        const single = mode === 'single';
        if (!answered) toast({ ...(single ? TOASTS.photoAdded : TOASTS.photosUploaded), variant: 'success' });
        else if (single)
          toast({ title: TOASTS.photoAdded.title, description: `Added to the report of Visit #${visit.id}.`, variant: 'success' });
        else
          toast({
            title: TOASTS.photosUploaded.title,
            description: `${photosText(added)} added to Visit #${visit.id}.`,
            variant: 'success',
          });
        if (answered) onChanged?.(current);
        await refresh();
        return true;
      } finally {
        setBusy(null);
      }
    },
    [sender, toast, refresh, onChanged],
  );

  /** Completing needs at least one photo (the API checks too); asked before the report form opens. */
  const requirePhotos = useCallback(
    (visit: Visit): boolean => {
      if (hasVisitPhotos(visit)) return true;
      toast({ ...TOASTS.photosRequired, variant: 'destructive' });
      return false;
    },
    [toast],
  );

  const complete = useCallback(
    async (visit: Visit, notes: string, taskReasons: Record<string, string> = {}): Promise<VisitCompletion> => {
      if (!requirePhotos(visit)) return { completed: false, fieldErrors: {} };
      const missing = missingTaskReasons(visit.tasks, taskReasons);
      if (Object.keys(missing).length > 0) {
        toast({ title: TOASTS.completeFailed.title, description: LIFECYCLE_MESSAGES.taskReasonRequired, variant: 'destructive' });
        return { completed: false, fieldErrors: missing };
      }
      const outcome = await runStep('complete', () => sender.complete(visit, { notes: notes.trim(), taskReasons }), {
        // The server checks photos too: another admin or the sitter may have changed the visit.
        failed: (problem) =>
          problem.code === 'visit.photos_required'
            ? { ...TOASTS.photosRequired, variant: 'destructive' }
            : problemToast(problem, TOASTS.completeFailed),
        done: doneAs(TOASTS.visitCompleted, `The report of Visit #${visit.id} is now available to the homeowner.`),
      });
      return outcome.kind === 'ok' ? { completed: true, fieldErrors: {} } : { completed: false, fieldErrors: outcome.fieldErrors };
    },
    [sender, toast, runStep, requirePhotos],
  );

  const removePhoto = useCallback(
    async (visit: Visit, url: string): Promise<boolean> => {
      if (!photosEditable(visit)) {
        toast({ ...TOASTS.photoRemoveFailed, variant: 'destructive' });
        return false;
      }
      const outcome = await runStep('removePhoto', () => sender.removePhoto(visit, url), {
        failed: refusedAs(TOASTS.photoRemoveFailed),
        done: doneAs(TOASTS.photoRemoved, `Removed from the report of Visit #${visit.id}.`),
      });
      return outcome.kind === 'ok';
    },
    [sender, toast, runStep],
  );

  return useMemo(
    () => ({ busy, start, uploadPhotos, requirePhotos, complete, removePhoto }),
    [busy, start, uploadPhotos, requirePhotos, complete, removePhoto],
  );
}

/** An upload's refusal as its toast's words. */
function uploadProblem(
  problem: ActionProblem,
  fallback: string,
): { title?: string; description: string; variant: 'default' | 'destructive' } {
  // A scheduled visit without a report: the API started it and asks for the upload again. Not
  // an error the user caused, so not shown as one.
  if (problem.code === 'visit.retry_upload')
    return { description: problem.message ?? LIFECYCLE_MESSAGES.startedRetryUpload, variant: 'default' };
  // The API read the bytes and found no image: the same words as the check before sending.
  if (problem.code === 'visit.photo_invalid' && problem.message === LIFECYCLE_MESSAGES.notAnImage) {
    return { title: TOASTS.invalidFile.title, description: TOASTS.invalidFile.description, variant: 'destructive' };
  }
  return { description: problem.message ?? fallback, variant: 'destructive' };
}
