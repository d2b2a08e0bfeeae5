import { CHECKOUT_REDIRECT_TOAST_MS, TOASTS, type CheckoutRequest } from '@housesit/shared-contracts';
import { useToast } from '@housesit/shell/kit';
import { problemToast, useApiAction } from '@housesit/shell/kit/areas';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { goToExternal } from '../../../shared/externalNavigation';
import { CHECKOUT_PARAM, PAYMENT_DECLINED, PAYMENT_PARAM } from '../components/PaymentReturnNotice';
import { readCheckoutDraft, sameCheckoutRequest, saveCheckoutDraft } from '../model/checkoutDraft';

export type CheckoutState = 'idle' | 'creating' | 'redirecting';

/**
 * Pay: POST /api/checkout, then the browser follows the answered URL (the provider's hosted
 * checkout) with 'Redirecting to Payment'. Otherwise the user stays, with docs/product/customer.md §8's
 * toasts: no URL → 'Checkout Error'; a refused booking → 'Checkout failed' with the server's
 * reason; the provider or server failing → 'Payment processing failed'.
 *
 * Back from a declined payment (`?payment=declined&checkout_id=…`), paying the same booking again
 * pays that booking (POST /api/checkout/{id}/retry), never a second one; a booking changed since
 * the decline is a different booking and gets its own checkout.
 */
export function useCheckout() {
  const run = useApiAction();
  const { toast } = useToast();
  const [state, setState] = useState<CheckoutState>('idle');
  const [params] = useSearchParams();
  const declinedCheckoutId = params.get(PAYMENT_PARAM) === PAYMENT_DECLINED ? params.get(CHECKOUT_PARAM) : null;

  const pay = useCallback(
    async (request: CheckoutRequest) => {
      setState('creating');
      const retryId = declinedCheckoutId && sameCheckoutRequest(readCheckoutDraft(request.flow), request) ? declinedCheckoutId : null;
      const outcome = await run((api) => (retryId ? api.booking.retryCheckout(retryId) : api.booking.checkout(request)));
      if (outcome.kind === 'refused') {
        // The booking broke a rule ('Minimum 7 days advance notice required'): the server's reason.
        toast(problemToast(outcome, TOASTS.checkoutFailed));
      } else if (outcome.kind === 'failed') {
        toast(problemToast(outcome, TOASTS.paymentFailed));
      } else {
        const url = checkoutUrl(outcome.data);
        if (url !== null) {
          toast({ ...TOASTS.redirectingToPayment, durationMs: CHECKOUT_REDIRECT_TOAST_MS });
          setState('redirecting');
          // Kept for a Decline on the provider's page: the customer comes back to this booking.
          saveCheckoutDraft(request);
          goToExternal(url);
          return;
        }
        toast({ ...TOASTS.checkoutInvalid, variant: 'destructive' });
      }
      setState('idle');
    },
    [run, toast, declinedCheckoutId],
  );

  return { pay, state };
}

/**
 * The address to follow from the checkout answer, or null. The answer's body is typed, not
 * validated (an empty or malformed one arrives as null or another shape), so it is read as
 * unknown. Only a web address (absolute, or a path on this site) is followed, never a script URL.
 */
function checkoutUrl(data: unknown): string | null {
  const url = typeof data === 'object' && data !== null && 'url' in data ? data.url : undefined;
  if (typeof url !== 'string' || url === '') return null;
  try {
    const protocol = new URL(url, window.location.origin).protocol;
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
