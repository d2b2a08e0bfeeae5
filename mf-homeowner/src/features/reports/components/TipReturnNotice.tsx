import { TIP_MESSAGES, TIP_RETURN_DECLINED, TIP_RETURN_PAID, TIP_RETURN_PARAM } from '@housesit/shared-contracts';
import { Button, Card, Stack } from '@housesit/shell/kit';
import { useSearchParams } from 'react-router-dom';

/**
 * Back from a tip's payment page (`?tip=paid` or `?tip=declined`): say whether it was paid.
 * Dismissing drops the flag from the address.
 */
export function TipReturnNotice() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get(TIP_RETURN_PARAM);
  if (outcome !== TIP_RETURN_PAID && outcome !== TIP_RETURN_DECLINED) return null;
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TIP_RETURN_PARAM);
        next.delete('visit');
        next.delete('checkout_id');
        return next;
      },
      { replace: true },
    );
  return (
    <Card role={outcome === TIP_RETURN_PAID ? 'status' : 'alert'}>
      <Stack direction="row" gap={3} wrap align="center" justify="space-between">
        <span>{outcome === TIP_RETURN_PAID ? TIP_MESSAGES.paid : TIP_MESSAGES.declined}</span>
        <Button variant="secondary" size="sm" onClick={dismiss}>
          Dismiss
        </Button>
      </Stack>
    </Card>
  );
}
