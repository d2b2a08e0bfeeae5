import { formatCents, type RevenueReport } from '@housesit/shared-contracts';
import { Card } from '@housesit/shell/kit';
import { LazyChart, Section, SectionTitle, prefetchChart } from '@housesit/shell/kit/areas';
import { monthLabel } from '../revenueFormat';

// The revenue screen always draws this chart: fetch the library as soon as the screen loads.
prefetchChart();

export function RevenueChart({ months }: { months: RevenueReport['months'] }) {
  return (
    <Section aria-labelledby="revenue-chart-title">
      <SectionTitle id="revenue-chart-title">Revenue, last {months.length} months</SectionTitle>
      <Card>
        <LazyChart
          type="line"
          title={`Revenue by month, last ${months.length} months`}
          seriesName="Revenue"
          points={months.map((m) => ({ label: monthLabel(m.month), value: m.revenueCents }))}
          formatValue={formatCents}
        />
      </Card>
    </Section>
  );
}
