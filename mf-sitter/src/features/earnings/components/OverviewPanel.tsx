import { format } from 'date-fns';
import { formatCents, type SitterEarnings } from '@housesit/shared-contracts';
import { StatCard } from '@housesit/shell/kit';
import { CardGrid, Section, SectionTitle } from '@housesit/shell/kit/areas';
import type { WeekPoint } from '../earningsFormat';
import { TipsSection } from './TipsSection';
import { WeeklyEarningsChart } from './WeeklyEarningsChart';

export interface OverviewPanelProps {
  earnings: SitterEarnings;
  weeks: readonly WeekPoint[];
  now: Date;
}

export function OverviewPanel({ earnings, weeks, now }: OverviewPanelProps) {
  return (
    <>
      <CardGrid $min={150} role="group" aria-label="Earnings totals">
        <StatCard label="This Week" value={formatCents(earnings.weekCents)} hint="Monday to Sunday" />
        <StatCard label="This Month" value={formatCents(earnings.monthCents)} hint={format(now, 'MMMM yyyy')} />
        <StatCard label="All Time" value={formatCents(earnings.totalCents)} hint="Every completed visit and tip" />
      </CardGrid>
      <Section aria-labelledby="weekly-earnings-title">
        <SectionTitle id="weekly-earnings-title">Weekly earnings</SectionTitle>
        <WeeklyEarningsChart weeks={weeks} />
      </Section>
      <TipsSection tips={earnings.tips} />
    </>
  );
}
