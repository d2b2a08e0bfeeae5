import { ApiError, CHECKOUT_REDIRECT_TOAST_MS, TOASTS, type CheckoutRequest } from '@housesit/shared-contracts';
import { useApi, useToast } from '@housesit/shell/kit';
import { useCallback, useState } from 'react';
import { goToExternal } from '../../../shared/externalNavigation';

export type CheckoutState = 'idle' | 'creating' | 'redirecting';

/**
 * Pay: POST /api/checkout, then the browser follows the answered URL (the provider's hosted
 * checkout) with 'Redirecting to Payment'. Otherwise the user stays, with customer.md §8's
 * toasts: no URL → 'Checkout Error'; a refused booking → 'Checkout failed' with the server's
 * reason; the provider or server failing → 'Payment processing failed'.
 */
export function useCheckout() {
  const api = useApi();
  const { toast } = useToast();
  const [state, setState] = useState<CheckoutState>('idle');

  const pay = useCallback(
    async (request: CheckoutRequest) => {
      setState('creating');
      try {
        const result = await api.booking.checkout(request);
        if (!result.ok) {
          toast({ title: TOASTS.checkoutFailed.title, description: result.data?.message ?? TOASTS.checkoutFailed.description, variant: 'destructive' });
        } else if (!isCheckoutUrl(result.data?.url)) {
          toast({ ...TOASTS.checkoutInvalid, variant: 'destructive' });
        } else {
          toast({ ...TOASTS.redirectingToPayment, durationMs: CHECKOUT_REDIRECT_TOAST_MS });
          setState('redirecting');
          goToExternal(result.data.url as string);
          return;
        }
      } catch (error) {
        const message = error instanceof ApiError ? error.serverMessage : null;
        const failure = error instanceof ApiError && error.status < 500 ? TOASTS.checkoutFailed : TOASTS.paymentFailed;
        toast({ title: failure.title, description: message ?? failure.description, variant: 'destructive' });
      }
      setState('idle');
    },
    [api, toast],
  );

  return { pay, state };
}

/** Only a web address (absolute, or a path on this site) is followed, never a script URL. */
function isCheckoutUrl(url: unknown): boolean {
  if (typeof url !== 'string' || url === '') return false;
  try {
    const protocol = new URL(url, window.location.origin).protocol;
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
