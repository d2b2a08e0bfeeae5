import { BOOKING_MESSAGES, TOASTS } from '@housesit/shared-contracts';
import { Button, Card, Stack, useToast } from '@housesit/shell/kit';
import { problemToast, useApiAction } from '@housesit/shell/kit/areas';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { goToExternal } from '../../../shared/externalNavigation';
import { PaymentStatus } from '../../../shared/PaymentStatus';

/** The query the payment page sends the user back with after Decline (sandbox). */
export const PAYMENT_PARAM = 'payment';
export const PAYMENT_DECLINED = 'declined';
/** The declined checkout, which 'Try again' pays again on the same booking. */
export const CHECKOUT_PARAM = 'checkout_id';

/**
 * A declined payment brings the user back to the page they paid from with `?payment=declined`:
 * say clearly that nothing was booked or charged. 'Try again' opens a new checkout for the same
 * booking (POST /api/checkout/{id}/retry), never a second booking; a refusal (the booking was paid
 * meanwhile, its date came too close) is shown in the server's words. Dismissing drops the flag
 * from the address.
 */
export function PaymentReturnNotice() {
  const [params, setParams] = useSearchParams();
  const run = useApiAction();
  const { toast } = useToast();
  const [retrying, setRetrying] = useState(false);
  if (params.get(PAYMENT_PARAM) !== PAYMENT_DECLINED) return null;
  const checkoutId = params.get(CHECKOUT_PARAM);
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYMENT_PARAM);
        next.delete(CHECKOUT_PARAM);
        return next;
      },
      { replace: true },
    );
  const tryAgain = async (id: string) => {
    setRetrying(true);
    const outcome = await run((api) => api.booking.retryCheckout(id));
    if (outcome.kind === 'ok') {
      toast(TOASTS.redirectingToPayment);
      goToExternal(outcome.data.url);
      return;
    }
    setRetrying(false);
    toast(problemToast(outcome, outcome.kind === 'refused' ? TOASTS.checkoutFailed : TOASTS.paymentFailed));
  };
  return (
    <Card role="alert">
      <Stack direction="row" gap={3} wrap align="center" justify="space-between">
        <Stack direction="row" gap={2} wrap align="center">
          <PaymentStatus status="failed" />
          <span>{BOOKING_MESSAGES.paymentDeclined}</span>
        </Stack>
        <Stack direction="row" gap={2} wrap align="center">
          {checkoutId ? (
            <Button size="sm" onClick={() => void tryAgain(checkoutId)} disabled={retrying} aria-busy={retrying}>
              {BOOKING_MESSAGES.tryAgain}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={dismiss}>
            Dismiss
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
