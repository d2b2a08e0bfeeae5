import { formatCents, type CheckoutRequest } from '@housesit/shared-contracts';
import { Button, Card } from '@housesit/shell/kit';
import { useId } from 'react';
import { Muted } from '@housesit/shell/kit/areas';
import { PaymentStatus } from '../../../shared/PaymentStatus';
import { useCheckout } from '../api/useCheckout';
import { useQuote } from '../api/useQuote';
import { PanelHead, PanelRow } from './summaryStyles';

/**
 * 'Payment Details': the total, who secures the payment (the server names its provider) and the
 * button that creates the checkout. Once the checkout exists its payment is pending until the
 * provider's page settles it.
 */
export function PaymentPanel({ request }: { request: CheckoutRequest }) {
  const headingId = useId();
  const quote = useQuote(request);
  const { pay, state } = useCheckout();
  const provider = quote.data?.provider;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <PanelHead id={headingId}>Payment Details</PanelHead>
      {quote.data ? <p>{`Total due today: ${formatCents(quote.data.totalCents)}`}</p> : null}
      {provider ? <p>{`Secured by ${provider}`}</p> : null}
      <Muted>
        Card payments are handled on the provider&apos;s secure, PCI DSS compliant checkout page. Your card details never reach Housesit.
      </Muted>
      <PanelRow>
        <Button
          size="lg"
          disabled={!quote.data || state !== 'idle'}
          aria-busy={state !== 'idle' || undefined}
          onClick={() => void pay(request)}
        >
          Pay with Polar
        </Button>
        {state === 'creating' ? <Muted role="status">Creating checkout...</Muted> : null}
        {state === 'redirecting' ? (
          <span role="status">
            Payment status: <PaymentStatus status="pending" />
          </span>
        ) : null}
      </PanelRow>
    </Card>
  );
}
