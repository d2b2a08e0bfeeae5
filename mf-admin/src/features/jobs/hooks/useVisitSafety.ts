import { useCallback, useState } from 'react';
import type { Visit } from '@housesit/shared-contracts';
import { useToast } from '@housesit/shell/kit';
import { useApiAction } from '@housesit/shell/kit/areas';
import { useAdminLifecycle } from './useAdminLifecycle';
import { useRefreshJobs } from './useRefreshJobs';

/**
 * The admin's visit safety steps from the job details (docs/product/DECISIONS.md 'Visit safety'): put a
 * started visit without photos back to scheduled (with a reason), and remove a wrong photo before
 * completion. Each refetches the visit lists, which refetches the visit's history too (its key is
 * under 'visits'). `revert` answers null when done, else the server's reason for the form.
 */
export function useVisitSafety(onChanged: (job: Visit) => void) {
  const run = useApiAction();
  const { toast } = useToast();
  const refreshJobs = useRefreshJobs();
  const [revertPending, setPending] = useState<'revert' | null>(null);

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

  // Removing a photo is a lifecycle step like adding one: the kit's, with the same photo policy.
  const lifecycle = useAdminLifecycle(onChanged);
  const removePhoto = lifecycle.removePhoto;
  const pending = revertPending ?? (lifecycle.busy === 'removePhoto' ? 'removePhoto' : null);

  return { revert, removePhoto, pending };
}
