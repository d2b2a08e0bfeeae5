import { BOOK_LABEL, SIGNED_OUT_NOTICES } from '@housesit/shared-contracts';
import { useLocation } from 'react-router-dom';
import { ButtonLink, EmptyState, PageHeader, Spinner, useSession } from '@housesit/shell/kit';
import { Page } from '@housesit/shell/kit/areas';
import { PaymentReturnNotice } from '../../booking';
import { PurchaseWizard } from './PurchaseWizard';

/** /purchase: the 6-step purchase wizard for any signed-in user (docs/product/customer.md §2). */
export function PurchaseScreen() {
  const { status } = useSession();
  const { pathname, search } = useLocation();

  if (status === 'loading') return <Spinner label="Loading..." />;
  // The shell's guard sends a signed-out visitor to /login with this message first; a session that
  // ends on this page shows it here, and signing in comes back to the same plan.
  if (status === 'unauthenticated') {
    return (
      <Page>
        <PageHeader title={BOOK_LABEL} />
        <EmptyState
          title={SIGNED_OUT_NOTICES['/purchase'] ?? ''}
          action={<ButtonLink to={`/login?next=${encodeURIComponent(`${pathname}${search}`)}`}>Log in</ButtonLink>}
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
