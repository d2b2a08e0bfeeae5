import { TOASTS, type LocationRequestPayload } from '@housesit/shared-contracts';
import { useToast } from '@housesit/shell/kit';
import { problemToast, useApiAction } from '@housesit/shell/kit/areas';
import { useCallback } from 'react';

/**
 * POST /api/location-requests for both dialog variants. Success: 'Request submitted!'. Failure:
 * 'Error submitting request' with 'Please try again later.', or the server's reason when it gave
 * one the user can act on (a refused field, the flood limit).
 */
export function useRequestLocation() {
  const run = useApiAction();
  const { toast } = useToast();
  return useCallback(
    async (payload: LocationRequestPayload): Promise<boolean> => {
      const outcome = await run((api) => api.booking.requestLocation(payload));
      if (outcome.kind === 'ok') {
        toast({ ...TOASTS.requestSubmitted, variant: 'success' });
        return true;
      }
      // A refusal's reason is the user's to act on; a server failure keeps the spec's fallback.
      toast(problemToast(outcome.kind === 'refused' ? outcome : { ...outcome, message: null }, TOASTS.requestFailed));
      return false;
    },
    [run, toast],
  );
}
