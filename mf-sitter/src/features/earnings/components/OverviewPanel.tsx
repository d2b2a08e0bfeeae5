import { formatCents } from '@housesit/shared-contracts';
import { StatCard } from '@housesit/shell/kit';
import { CardGrid, Section, SectionTitle } from '../../../layout';
import type { EarningsOverview, WeekPoint } from '../earnings';
import { WeeklyEarningsChart } from './WeeklyEarningsChart';

const visitsHint = (n: number) => `${n} completed ${n === 1 ? 'visit' : 'visits'}`;

export function OverviewPanel({ overview, weeks }: { overview: EarningsOverview; weeks: readonly WeekPoint[] }) {
  return (
    <>
      <CardGrid $min={150} role="group" aria-label="Earnings totals">
        <StatCard label="This Week" value={formatCents(overview.thisWeekCents)} hint={visitsHint(overview.thisWeekVisits)} />
        <StatCard label="This Month" value={formatCents(overview.thisMonthCents)} hint={visitsHint(overview.thisMonthVisits)} />
        <StatCard label="All Time" value={formatCents(overview.allTimeCents)} hint={visitsHint(overview.allTimeVisits)} />
      </CardGrid>
      <Section aria-labelledby="weekly-earnings-title">
        <SectionTitle id="weekly-earnings-title">Weekly earnings</SectionTitle>
        <WeeklyEarningsChart weeks={weeks} />
      </Section>
    </>
  );
}
