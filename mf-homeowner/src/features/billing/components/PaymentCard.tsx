import { formatCents, type Payment, type Refund } from '@housesit/shared-contracts';
import { Card, VisuallyHidden, formatDate } from '@housesit/shell/kit';
import styled from 'styled-components';
import { Facts } from '@housesit/shell/kit/areas';
import { PaymentStatus } from '../../../shared/PaymentStatus';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 8px;
  margin-bottom: 12px;
  h2 {
    margin: 0;
    font-size: 1.0625rem;
  }
  strong {
    font-size: 1.25rem;
    font-variant-numeric: tabular-nums;
  }
`;

const Mono = styled.code`
  overflow-wrap: anywhere;
`;

const RefundList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
`;

/** A payment that took money has a receipt (GET /api/payments/:id/receipt.pdf), refunded since or not. */
const HAS_RECEIPT = new Set<Payment['status']>(['completed', 'refunded']);
const receiptHref = (paymentId: number) => `/api/payments/${paymentId}/receipt.pdf`;

/** Without a transaction id: a payment under way will get one; a declined one never will. */
const NO_TRANSACTION: Record<Payment['status'], string> = {
  pending: 'Not yet assigned',
  completed: 'Not yet assigned',
  refunded: 'Not yet assigned',
  failed: 'None: the payment did not go through',
};

/** A refund's status in the customer's words. */
const REFUND_STATUS: Record<Refund['status'], string> = { pending: 'Pending', succeeded: 'Refunded', failed: 'Failed' };

/** One payment: what was bought, when, how much, its status, refunds and the provider's reference. */
export function PaymentCard({ payment }: { payment: Payment }) {
  return (
    <Card as="article" aria-label={`${payment.description}, ${formatDate(payment.createdAt)}`}>
      <Head>
        <h2>{payment.description}</h2>
        <strong>{formatCents(payment.amountCents)}</strong>
      </Head>
      <Facts>
        <dt>Date</dt>
        <dd>{formatDate(payment.createdAt)}</dd>
        {payment.period ? (
          <>
            <dt>Period</dt>
            <dd>{`${formatDate(payment.period.start)} to ${formatDate(payment.period.end)}`}</dd>
          </>
        ) : null}
        <dt>Status</dt>
        <dd>
          <PaymentStatus status={payment.status} />
        </dd>
        {payment.refunds.length > 0 ? (
          <>
            <dt>Refunded</dt>
            <dd>
              <strong>{formatCents(payment.refundedCents)}</strong>
              <RefundList aria-label="Refunds">
                {payment.refunds.map((refund) => (
                  <li key={refund.id}>
                    {`${formatCents(refund.amountCents)} · ${REFUND_STATUS[refund.status]} · ${refund.reason} · ${formatDate(refund.createdAt)}`}
                  </li>
                ))}
              </RefundList>
            </dd>
          </>
        ) : null}
        <dt>Property</dt>
        <dd>{payment.propertyAddress}</dd>
        {payment.paymentMethod ? (
          <>
            <dt>Method</dt>
            <dd>{payment.paymentMethod}</dd>
          </>
        ) : null}
        <dt>Transaction ID</dt>
        <dd>{payment.transactionId ? <Mono>{payment.transactionId}</Mono> : NO_TRANSACTION[payment.status]}</dd>
        {HAS_RECEIPT.has(payment.status) ? (
          <>
            <dt>Receipt</dt>
            <dd>
              <a href={receiptHref(payment.id)} target="_blank" rel="noopener">
                Download receipt (PDF)
                <VisuallyHidden>{` for ${payment.description}, ${formatDate(payment.createdAt)}`}</VisuallyHidden>
              </a>
            </dd>
          </>
        ) : null}
      </Facts>
    </Card>
  );
}
