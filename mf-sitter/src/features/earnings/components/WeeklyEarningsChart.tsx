import { formatCents } from '@housesit/shared-contracts';
import { Card, theme } from '@housesit/shell/kit';
import { LazyChart, Muted, prefetchChart } from '@housesit/shell/kit/areas';
import type { WeekPoint } from '../earningsFormat';

// The earnings screen always draws this chart: fetch the library as soon as the screen loads.
prefetchChart();

export function WeeklyEarningsChart({ weeks }: { weeks: readonly WeekPoint[] }) {
  // With nothing earned the chart's axis would count in cents ($0.00, $0.01, $0.02): say so instead.
  if (weeks.every((w) => w.cents === 0)) {
    return (
      <Card>
        <Muted role="note">{`No earnings in the last ${weeks.length} weeks yet. Completed visits show here.`}</Muted>
      </Card>
    );
  }
  return (
    <Card>
      <LazyChart
        type="bar"
        title={`Weekly earnings, last ${weeks.length} weeks`}
        seriesName="Earnings"
        points={weeks.map((w) => ({ label: w.label, value: w.cents }))}
        formatValue={formatCents}
        height={240}
        color={theme.colors.primary}
      />
    </Card>
  );
}
