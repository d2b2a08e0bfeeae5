import { formatCents, type Payment } from '@housesit/shared-contracts';
import { Card, formatDate } from '@housesit/shell/kit';
import styled from 'styled-components';
import { Facts } from '../../../shared/layout';
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

/** One payment: what was bought, when, how much, its status and the provider's reference. */
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
        <dt>Status</dt>
        <dd>
          <PaymentStatus status={payment.status} />
        </dd>
        <dt>Property</dt>
        <dd>{payment.propertyAddress}</dd>
        {payment.paymentMethod ? (
          <>
            <dt>Method</dt>
            <dd>{payment.paymentMethod}</dd>
          </>
        ) : null}
        <dt>Transaction ID</dt>
        <dd>{payment.transactionId ? <Mono>{payment.transactionId}</Mono> : 'Not yet assigned'}</dd>
      </Facts>
    </Card>
  );
}
