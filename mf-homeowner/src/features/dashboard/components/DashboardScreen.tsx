import { SCHEDULE_LABEL, TOASTS } from '@housesit/shared-contracts';
import { ButtonLink, ErrorBox, PageHeader, Spinner, useSession } from '@housesit/shell/kit';
import { Page } from '../../../shared/layout';
import { homeownerLoadError } from '../../../shared/visitText';
import { useUpcomingVisits } from '../api/useUpcomingVisits';
import { useUserStats } from '../api/useUserStats';
import { useScheduleLink } from '../hooks/useScheduleLink';
import { UpcomingVisits } from './UpcomingVisits';
import { UserStatsCards } from './UserStatsCards';

/** /dashboard (customer.md §2): greeting, the next 3 visits, the homeowner's stats. */
export function DashboardScreen() {
  const { user } = useSession();
  const upcoming = useUpcomingVisits();
  const stats = useUserStats();
  const scheduleLink = useScheduleLink();
  const loading = upcoming.isLoading || stats.isLoading;

  return (
    <Page>
      <PageHeader
        title={user ? `Welcome back, ${user.firstName}!` : 'Welcome back!'}
        subtitle="Here is what is coming up at your home."
        actions={<ButtonLink to={scheduleLink}>{SCHEDULE_LABEL}</ButtonLink>}
      />
      {loading ? (
        <Spinner label="Loading your dashboard..." />
      ) : (
        <>
          {upcoming.error ? (
            <ErrorBox
              title={TOASTS.loadFailed.title}
              message={homeownerLoadError(upcoming.error)}
              onRetry={() => void upcoming.mutate()}
            />
          ) : (
            <UpcomingVisits visits={upcoming.visits ?? []} />
          )}
          {stats.error ? (
            <ErrorBox title={TOASTS.loadFailed.title} message={stats.error.message} onRetry={() => void stats.mutate()} />
          ) : (
            stats.data && <UserStatsCards stats={stats.data} />
          )}
        </>
      )}
    </Page>
  );
}
