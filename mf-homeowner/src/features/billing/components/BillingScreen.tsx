import { SCHEDULE_LABEL } from '@housesit/shared-contracts';
import { ButtonLink, EmptyState, Loaded, PageHeader } from '@housesit/shell/kit';
import { Page, PlainList } from '@housesit/shell/kit/areas';
import { usePayments } from '../api/usePayments';
import { useSubscriptions } from '../api/useSubscriptions';
import { PaymentCard } from './PaymentCard';
import { PlanCard } from './PlanCard';

/** /homeowner/billing: the user's recurring plans (decision 015), then their payments, newest first. */
export function BillingScreen() {
  const payments = usePayments();
  const plans = useSubscriptions();
  return (
    <Page>
      <PageHeader title="Billing & Payment Info" subtitle="Your payments for visits, newest first." />
      {plans.data && plans.data.items.length > 0 ? (
        <PlainList aria-label="Plans">
          {plans.data.items.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </PlainList>
      ) : null}
      <Loaded
        query={payments}
        loading="Loading your payments..."
        empty={
          <EmptyState
            title="No payments yet"
            description="When you book and pay for a visit, the payment shows here."
            action={<ButtonLink to="/dashboard">{SCHEDULE_LABEL}</ButtonLink>}
          />
        }
      >
        {({ items }) => (
          <PlainList aria-label="Payments">
            {items.map((payment) => (
              <li key={payment.id}>
                <PaymentCard payment={payment} />
              </li>
            ))}
          </PlainList>
        )}
      </Loaded>
    </Page>
  );
}
