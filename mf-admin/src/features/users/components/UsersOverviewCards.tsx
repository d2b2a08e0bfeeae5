import { formatCents, type HomeownerOverview } from '@housesit/shared-contracts';
import { StatCard } from '@housesit/shell/kit';
import { CardGrid } from '@housesit/shell/kit/areas';
import { ACTIVE_USERS_HINT } from '../../../shared/activeUsers';

export function UsersOverviewCards({ overview }: { overview: HomeownerOverview }) {
  return (
    <CardGrid $min={160} role="group" aria-label="User totals">
      <StatCard label="Total Users" value={overview.totalUsers} />
      <StatCard label="Active Users" value={overview.activeUsers} hint={ACTIVE_USERS_HINT} />
      <StatCard label="Avg Visits" value={overview.avgVisits.toFixed(1)} />
      <StatCard label="Avg Spent" value={formatCents(overview.avgSpentCents)} />
    </CardGrid>
  );
}
