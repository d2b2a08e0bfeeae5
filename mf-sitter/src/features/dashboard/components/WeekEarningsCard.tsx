import { formatCents, failureText } from '@housesit/shared-contracts';
import { StatCard } from '@housesit/shell/kit';
import { useSitterEarnings } from '../../earnings';

/** This week's pay from GET /api/sitter/earnings (the same figure as the Earnings screen). */
export function WeekEarningsCard() {
  const { data, error } = useSitterEarnings();
  const label = "This Week's Earnings";
  if (data) return <StatCard label={label} value={formatCents(data.weekCents)} />;
  if (error) return <StatCard label={label} value="—" hint={`Could not load earnings: ${failureText(error)}`} />;
  return <StatCard label={label} value="…" hint="Loading earnings..." />;
}
