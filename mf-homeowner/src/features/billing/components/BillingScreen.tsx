import { SCHEDULE_LABEL, TOASTS, failureText } from '@housesit/shared-contracts';
import { ButtonLink, EmptyState, ErrorBox, PageHeader, Spinner } from '@housesit/shell/kit';
import { Page, PlainList } from '../../../shared/layout';
import { usePayments } from '../api/usePayments';
import { PaymentCard } from './PaymentCard';

/** /homeowner/billing: the user's payments, newest first (DECISIONS.md, dropdown-only paths). */
export function BillingScreen() {
  const payments = usePayments();
  return (
    <Page>
      <PageHeader title="Billing & Payment Info" subtitle="Your payments for visits, newest first." />
      {payments.isLoading ? <Spinner label="Loading your payments..." /> : null}
      {payments.error ? (
        <ErrorBox title={TOASTS.loadFailed.title} message={failureText(payments.error)} onRetry={() => void payments.mutate()} />
      ) : null}
      {payments.data && payments.data.items.length === 0 ? (
        <EmptyState
          title="No payments yet"
          description="When you book and pay for a visit, the payment shows here."
          action={<ButtonLink to="/dashboard">{SCHEDULE_LABEL}</ButtonLink>}
        />
      ) : null}
      {payments.data && payments.data.items.length > 0 ? (
        <PlainList aria-label="Payments">
          {payments.data.items.map((payment) => (
            <li key={payment.id}>
              <PaymentCard payment={payment} />
            </li>
          ))}
        </PlainList>
      ) : null}
    </Page>
  );
}
