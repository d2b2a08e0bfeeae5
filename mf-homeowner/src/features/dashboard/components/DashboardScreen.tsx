import { SCHEDULE_LABEL, type UserStats } from '@housesit/shared-contracts';
import { Button, Loaded, PageHeader, Spinner, useSession } from '@housesit/shell/kit';
import { lazy, Suspense } from 'react';
import { Page } from '@housesit/shell/kit/areas';
import { homeownerLoadError } from '../../../shared/visitText';
import { useUpcomingVisits } from '../api/useUpcomingVisits';
import { useUserStats } from '../api/useUserStats';
import { PaymentReturnNotice } from '../../booking';
import { useBookingLauncher } from '../hooks/useBookingLauncher';
import { UpcomingVisits } from './UpcomingVisits';
import { UserStatsCards } from './UserStatsCards';

// The wizard (calendar, forms, pricing) loads when it is first opened, not with the dashboard.
const BookingWizard = lazy(() => import('../../booking/components/BookingWizard').then((m) => ({ default: m.BookingWizard })));

/**
 * 'Welcome back' only to someone who has booked before: a brand-new account (no visits, nothing
 * spent) is welcomed, not welcomed back.
 */
function greeting(firstName: string | undefined, stats: UserStats | undefined): string {
  const returning = stats !== undefined && (stats.upcomingVisits + stats.completedVisits > 0 || Number(stats.totalSpent) > 0);
  const words = returning ? 'Welcome back' : 'Welcome';
  return firstName ? `${words}, ${firstName}!` : `${words}!`;
}

/** /dashboard (docs/product/customer.md §2): greeting, the next 3 visits, the homeowner's stats, booking. */
export function DashboardScreen() {
  const { user } = useSession();
  const upcoming = useUpcomingVisits();
  const stats = useUserStats();
  const booking = useBookingLauncher();
  const loading = upcoming.isLoading || stats.isLoading;

  return (
    <Page>
      <PageHeader
        title={greeting(user?.firstName, stats.data)}
        subtitle="Here is what is coming up at your home."
        actions={<Button onClick={booking.start}>{SCHEDULE_LABEL}</Button>}
      />
      <PaymentReturnNotice />
      {booking.open ? (
        <Suspense fallback={<Spinner label="Loading..." />}>
          <BookingWizard open initialPlan={booking.plan} onClose={booking.close} />
        </Suspense>
      ) : null}
      {loading ? (
        <Spinner label="Loading your dashboard..." />
      ) : (
        <>
          {/* Each part fails and retries on its own; both wait under the one spinner above. */}
          <Loaded query={upcoming} loading="Loading your dashboard..." errorText={homeownerLoadError}>
            {() => <UpcomingVisits visits={upcoming.visits ?? []} />}
          </Loaded>
          <Loaded query={stats} loading="Loading your dashboard...">
            {(data) => <UserStatsCards stats={data} />}
          </Loaded>
        </>
      )}
    </Page>
  );
}
