import { formatAmount } from '@housesit/shared-contracts';
import { Loaded, StatCard } from '@housesit/shell/kit';
import { CardGrid, Section, SectionTitle } from '@housesit/shell/kit/areas';
import { jobQueueLink, todayKey } from '../../jobs';
import { useAdminStats } from '../api/useAdminStats';

export function StatsCards() {
  const stats = useAdminStats();
  return (
    <Section aria-labelledby="admin-stats-title">
      <SectionTitle id="admin-stats-title">Overview</SectionTitle>
      <Loaded query={stats} loading="Loading statistics...">
        {(data) => (
          <CardGrid $min={160} role="group" aria-label="Admin totals">
            {/* Each figure opens the queue filtered to what it counts (stats.ts defines them). */}
            <StatCard label="Active Jobs" value={data.activeJobs} to={jobQueueLink({ from: '', status: 'scheduled' })} />
            <StatCard
              label="Completed Today"
              value={data.completedToday}
              to={jobQueueLink({ from: todayKey(), to: todayKey(), status: 'completed' })}
            />
            <StatCard label="Pending Reviews" value={data.pendingReviews} to={jobQueueLink({ from: '', status: 'in_progress' })} />
            <StatCard label="Monthly Revenue" value={formatAmount(data.monthlyRevenue)} to="/revenue" />
          </CardGrid>
        )}
      </Loaded>
    </Section>
  );
}
