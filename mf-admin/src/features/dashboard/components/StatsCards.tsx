import { TOASTS, formatAmount, failureText } from '@housesit/shared-contracts';
import { ErrorBox, Spinner, StatCard } from '@housesit/shell/kit';
import { CardGrid, Section, SectionTitle } from '@housesit/shell/kit/areas';
import { useAdminStats } from '../api/useAdminStats';

export function StatsCards() {
  const { data, error, isLoading, mutate } = useAdminStats();
  return (
    <Section aria-labelledby="admin-stats-title">
      <SectionTitle id="admin-stats-title">Overview</SectionTitle>
      {error ? (
        <ErrorBox title={TOASTS.loadFailed.title} message={failureText(error)} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Spinner label="Loading statistics..." />
      ) : (
        <CardGrid $min={160}>
          <StatCard label="Active Jobs" value={data.activeJobs} />
          <StatCard label="Completed Today" value={data.completedToday} />
          <StatCard label="Pending Reviews" value={data.pendingReviews} />
          <StatCard label="Monthly Revenue" value={formatAmount(data.monthlyRevenue)} />
        </CardGrid>
      )}
    </Section>
  );
}
