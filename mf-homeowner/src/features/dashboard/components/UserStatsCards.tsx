import { formatAmount, type UserStats } from '@housesit/shared-contracts';
import { StatCard, formatDate } from '@housesit/shell/kit';
import styled from 'styled-components';
import { Section, SectionTitle } from '@housesit/shell/kit/areas';

const Grid = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
`;

export function UserStatsCards({ stats }: { stats: UserStats }) {
  return (
    <Section aria-labelledby="user-stats-title">
      <SectionTitle id="user-stats-title">Your Housesits</SectionTitle>
      <Grid>
        <StatCard
          label="Upcoming visits"
          value={stats.upcomingVisits}
          hint={stats.nextVisitDate ? `Next on ${formatDate(stats.nextVisitDate)}` : undefined}
        />
        <StatCard label="Completed visits" value={stats.completedVisits} />
        <StatCard label="Total spent" value={formatAmount(stats.totalSpent)} />
      </Grid>
    </Section>
  );
}
