import { formatCents } from '@housesit/shared-contracts';
import { Card, theme } from '@housesit/shell/kit';
import { LazyChart, prefetchChart } from '@housesit/shell/kit/areas';
import type { WeekPoint } from '../earningsFormat';

// The earnings screen always draws this chart: fetch the library as soon as the screen loads.
prefetchChart();

export function WeeklyEarningsChart({ weeks }: { weeks: readonly WeekPoint[] }) {
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
