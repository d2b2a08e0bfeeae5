import { useCallback, useState } from 'react';
import { TOASTS, type Visit } from '@housesit/shared-contracts';
import { useToast } from '@housesit/shell/kit';
import { useApiAction } from '@housesit/shell/kit/areas';
import { useRefreshJobs } from './useRefreshJobs';

/**
 * The admin's visit safety steps from the job details (DECISIONS.md 'Visit safety'): put a
 * started visit without photos back to scheduled (with a reason), and remove a wrong photo before
 * completion. Each refetches the visit lists, which refetches the visit's history too (its key is
 * under 'visits'). `revert` answers null when done, else the server's reason for the form.
 */
export function useVisitSafety(onChanged: (job: Visit) => void) {
  const run = useApiAction();
  const { toast } = useToast();
  const refreshJobs = useRefreshJobs();
  const [pending, setPending] = useState<'revert' | 'removePhoto' | null>(null);

  const revert = useCallback(
    async (job: Visit, reason: string): Promise<string | null> => {
      setPending('revert');
      const outcome = await run((api) => api.lifecycle.revert(job.id, { reason }));
      setPending(null);
      if (outcome.kind !== 'ok') {
        const reason = outcome.fieldErrors['reason'] ?? outcome.message ?? 'Failed to put the visit back to scheduled. Please try again.';
        // The reason's own refusal stays on the form; any other (a photo added meanwhile, the
        // visit no longer in progress) means the visit on screen is out of date: the server's
        // reason goes in a toast, since the refetched visit may no longer offer the form.
        if (outcome.fieldErrors['reason'] === undefined) {
          toast({ title: 'Could not revert the visit', description: reason, variant: 'destructive' });
          await refreshJobs().catch(() => undefined);
        }
        return reason;
      }
      toast({ title: 'Visit back to scheduled', description: `Visit #${job.id} is scheduled again.`, variant: 'success' });
      onChanged(outcome.data.visit);
      await refreshJobs().catch(() => undefined);
      return null;
    },
    [run, toast, refreshJobs, onChanged],
  );

  /** `url` is the photo's /api/media/<id>. */
  const removePhoto = useCallback(
    async (job: Visit, url: string): Promise<boolean> => {
      setPending('removePhoto');
      const mediaId = url.split('/').pop() ?? '';
      const outcome = await run((api) => api.lifecycle.removePhoto(job.id, mediaId));
      setPending(null);
      if (outcome.kind !== 'ok') {
        toast({
          title: TOASTS.photoRemoveFailed.title,
          description: outcome.message ?? TOASTS.photoRemoveFailed.description,
          variant: 'destructive',
        });
        await refreshJobs().catch(() => undefined);
        return false;
      }
      toast({ ...TOASTS.photoRemoved, description: `Removed from the report of Visit #${job.id}.`, variant: 'success' });
      onChanged({ ...job, report: outcome.data.report });
      await refreshJobs().catch(() => undefined);
      return true;
    },
    [run, toast, refreshJobs, onChanged],
  );

  return { revert, removePhoto, pending };
}
