import { BOOKING_MESSAGES } from '@housesit/shared-contracts';
import { Button, Card, Stack } from '@housesit/shell/kit';
import { useSearchParams } from 'react-router-dom';
import { PaymentStatus } from '../../../shared/PaymentStatus';

/** The query the payment page sends the user back with after Decline (sandbox). */
export const PAYMENT_PARAM = 'payment';
export const PAYMENT_DECLINED = 'declined';

/**
 * A declined payment brings the user back to the page they paid from with `?payment=declined`:
 * say clearly that nothing was booked or charged. Dismissing drops the flag from the address.
 */
export function PaymentReturnNotice() {
  const [params, setParams] = useSearchParams();
  if (params.get(PAYMENT_PARAM) !== PAYMENT_DECLINED) return null;
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYMENT_PARAM);
        next.delete('checkout_id');
        return next;
      },
      { replace: true },
    );
  return (
    <Card role="alert">
      <Stack direction="row" gap={3} wrap align="center" justify="space-between">
        <Stack direction="row" gap={2} wrap align="center">
          <PaymentStatus status="failed" />
          <span>{BOOKING_MESSAGES.paymentDeclined}</span>
        </Stack>
        <Button variant="secondary" size="sm" onClick={dismiss}>
          Dismiss
        </Button>
      </Stack>
    </Card>
  );
}
