import { formatCents } from '@housesit/shared-contracts';
import { Card } from '@housesit/shell/kit';
import { Section, SectionTitle } from '../../../layout';
import { LazyChart } from '../../charts/components/LazyChart';
import type { MonthRevenue } from '../deriveRevenue';

const dollars = (cents: number) => formatCents(cents);

export function RevenueChart({ months }: { months: readonly MonthRevenue[] }) {
  return (
    <Section aria-labelledby="revenue-chart-title">
      <SectionTitle id="revenue-chart-title">Revenue, last {months.length} months</SectionTitle>
      <Card>
        <LazyChart
          type="line"
          title={`Revenue by month, last ${months.length} months`}
          seriesName="Revenue"
          points={months.map((m) => ({ label: m.label, value: m.cents }))}
          formatValue={dollars}
        />
      </Card>
    </Section>
  );
}
