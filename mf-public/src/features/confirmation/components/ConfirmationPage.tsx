import { BOOKED_NEXT_STEPS, formatCents, timeWindowText, type Order } from '@housesit/shared-contracts';
import { Badge, Button, ButtonLink, Card, ErrorBox, PageHeader, Spinner, formatLongDate } from '@housesit/shell/kit';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useOrderLookup } from '../hooks/useOrderLookup';
import { serviceTypeLabel, statusLabel, statusTone } from '../orderText';

/** Route /confirmation: where the payment provider sends the customer back (docs/product/customer.md §2). */
export function ConfirmationPage() {
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout_id')?.trim() || null;
  const { state, retry } = useOrderLookup(checkoutId);

  switch (state.kind) {
    case 'missingId':
      return (
        <Problem
          title="No checkout ID found"
          message="This page opens after payment with a checkout reference. If you have just paid, your booking is on your dashboard and in your confirmation email."
        />
      );
    case 'loading':
      return (
        <Narrow>
          <PageHeader title="Booking confirmation" />
          <Spinner label="Loading your order details..." />
          {state.waitingForPayment ? <Muted>Waiting for the payment provider to confirm your payment.</Muted> : null}
        </Narrow>
      );
    case 'notFound':
      return (
        <Problem
          title="Order not found"
          message="We could not find an order for this checkout. If you have just paid, please contact support with your payment receipt."
        />
      );
    case 'signedOut':
      // Sign in and come straight back here, to the same checkout.
      return (
        <Problem
          title="Please log in to see your booking"
          message={state.message ?? 'Your session has ended. Log in to see your order details.'}
          action={<ButtonLink to={`/login?next=${encodeURIComponent(`/confirmation?checkout_id=${checkoutId ?? ''}`)}`}>Log in</ButtonLink>}
        />
      );
    case 'failed':
      return (
        <Problem
          title="Failed to load order details"
          message={state.message ?? 'Something went wrong while loading your order. Please try again.'}
          onRetry={retry}
        />
      );
    case 'found':
      if (state.order.status === 'failed') {
        return (
          <Problem
            title="Payment not completed"
            message="Your payment did not go through, so no visit was booked. You can book again from your dashboard."
          />
        );
      }
      return <Confirmed order={state.order} stillPending={state.stillPending} onCheckAgain={retry} />;
  }
}

function Confirmed({ order, stillPending, onCheckAgain }: { order: Order; stillPending: boolean; onCheckAgain: () => void }) {
  return (
    <Narrow>
      <Success aria-hidden="true">
        <svg width="32" height="32" viewBox="0 0 20 20" focusable="false">
          <path d="m4 10.5 4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Success>
      <PageHeader title="Booking Confirmed!" subtitle="Thank you for booking. Here are your order details." />
      {stillPending ? (
        <Notice role="status">
          <p>
            Your payment is still being confirmed by the payment provider. Your visits appear on your dashboard as soon as it is confirmed.
          </p>
          <Button variant="secondary" size="sm" onClick={onCheckAgain}>
            Check again
          </Button>
        </Notice>
      ) : null}
      <Card>
        <Details>
          <div>
            <dt>Service type</dt>
            <dd>{serviceTypeLabel(order.visitType)}</dd>
          </div>
          <div>
            <dt>Total paid</dt>
            <dd>{formatCents(order.amount)}</dd>
          </div>
          {order.address ? (
            <div>
              <dt>Address</dt>
              <dd>{order.address}</dd>
            </div>
          ) : null}
          {order.visits.length > 0 ? (
            <div>
              <dt>{order.visits.length > 1 ? 'Dates booked' : 'Date booked'}</dt>
              <dd>
                {/* Each visit's New York day and the window chosen, never a clock time (decision 018). */}
                <Dates>
                  {order.visits.map((visit) => (
                    <li key={`${visit.date}-${visit.timeWindow}`}>
                      {formatLongDate(visit.date)} · {timeWindowText(visit.timeWindow)}
                    </li>
                  ))}
                </Dates>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Status</dt>
            <dd>
              <Badge tone={statusTone(order.status)}>{statusLabel(order.status)}</Badge>
            </dd>
          </div>
        </Details>
      </Card>
      <NextSteps aria-labelledby="whats-next">
        <h2 id="whats-next">What&apos;s Next?</h2>
        <ul>
          <li>You&apos;ll receive a confirmation email shortly.</li>
          <li>{BOOKED_NEXT_STEPS.booked}</li>
          <li>{BOOKED_NEXT_STEPS.changes}</li>
        </ul>
      </NextSteps>
      <Actions>
        <ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>
        <ButtonLink to="/reports" variant="secondary">
          View Reports
        </ButtonLink>
      </Actions>
    </Narrow>
  );
}

function Problem({ title, message, onRetry, action }: { title: string; message: string; onRetry?: () => void; action?: ReactNode }) {
  return (
    <Narrow>
      <PageHeader title="Booking confirmation" />
      <ErrorBox title={title} message={message} onRetry={onRetry} />
      <Actions>
        {action}
        <ButtonLink to="/" variant="secondary">
          Return Home
        </ButtonLink>
      </Actions>
    </Narrow>
  );
}

const Narrow = styled.div`
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
  padding: 24px 16px 48px;
`;

const Muted = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Success = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: 16px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSurface};
`;

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  margin-bottom: 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSurface};

  p {
    margin: 0;
  }
`;

const Details = styled.dl`
  display: grid;
  gap: 12px;
  margin: 0;

  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 16px;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Dates = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 4px;
`;

const NextSteps = styled.section`
  margin-top: 24px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSurface};

  h2 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }

  ul {
    margin: 0;
    padding-left: 20px;
    line-height: 1.6;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 24px;

  & > * {
    flex: 1 1 180px;
  }
`;
