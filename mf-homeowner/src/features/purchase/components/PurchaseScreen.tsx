import { BOOK_LABEL } from '@housesit/shared-contracts';
import { ButtonLink, EmptyState, PageHeader, Spinner, useSession } from '@housesit/shell/kit';
import { Page } from '../../../shared/layout';
import { PaymentReturnNotice } from '../../booking';
import { PurchaseWizard } from './PurchaseWizard';

/** /purchase: the 6-step purchase wizard for any signed-in user (customer.md §2). */
export function PurchaseScreen() {
  const { status } = useSession();

  if (status === 'loading') return <Spinner label="Loading..." />;
  if (status === 'unauthenticated') {
    return (
      <Page>
        <PageHeader title={BOOK_LABEL} />
        <EmptyState
          title="Please log in to continue with your purchase."
          action={<ButtonLink to="/login">Log in</ButtonLink>}
        />
      </Page>
    );
  }

  return (
    <Page>
      <PageHeader title={BOOK_LABEL} subtitle="Pick the kind of visit that fits your home." />
      <PaymentReturnNotice />
      <PurchaseWizard />
    </Page>
  );
}
