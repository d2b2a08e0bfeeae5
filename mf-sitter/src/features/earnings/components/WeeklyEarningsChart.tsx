import { formatCents } from '@housesit/shared-contracts';
import { Card } from '@housesit/shell/kit';
import { LazyChart } from '../../charts/components/LazyChart';
import type { WeekPoint } from '../earningsFormat';

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
      />
    </Card>
  );
}
