import { ApiError, TOASTS, type LocationRequestPayload } from '@housesit/shared-contracts';
import { useApi, useToast } from '@housesit/shell/kit';
import { useCallback } from 'react';

/**
 * POST /api/location-requests for both dialog variants. Success: 'Request submitted!'. Failure:
 * 'Error submitting request' with 'Please try again later.', or the server's reason when it gave
 * one the user can act on (a refused field, the flood limit).
 */
export function useRequestLocation() {
  const api = useApi();
  const { toast } = useToast();
  return useCallback(
    async (payload: LocationRequestPayload): Promise<boolean> => {
      try {
        const result = await api.booking.requestLocation(payload);
        if (result.ok) {
          toast({ ...TOASTS.requestSubmitted, variant: 'success' });
          return true;
        }
        toast({ ...TOASTS.requestFailed, variant: 'destructive' });
      } catch (error) {
        const reason = error instanceof ApiError && error.status < 500 ? error.serverMessage : null;
        toast({ title: TOASTS.requestFailed.title, description: reason ?? TOASTS.requestFailed.description, variant: 'destructive' });
      }
      return false;
    },
    [api, toast],
  );
}
