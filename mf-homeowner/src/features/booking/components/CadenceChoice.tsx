import {
  CADENCES,
  CADENCE_INTERVAL_DAYS,
  RECURRING_MONTHLY_CENTS,
  RECURRING_VISITS_PER_MONTH,
  formatCents,
  type Cadence,
} from '@housesit/shared-contracts';
import { useId } from 'react';
import { useField } from 'react-final-form';
import { ChoiceGroup as Group } from '@housesit/shell/kit/areas';

const LABELS: Record<Cadence, string> = { weekly: 'Weekly', biweekly: 'Bi-weekly' };

/**
 * Recurring visits: weekly or bi-weekly (default bi-weekly), billed each calendar month at
 * extended rates; a month holds the cadence's dates inside it (decision 015).
 */
export function CadenceChoice() {
  const name = useId();
  const { input } = useField<Cadence>('cadence', { subscription: { value: true } });
  return (
    <Group>
      <legend>Visit frequency</legend>
      {CADENCES.map((cadence) => (
        <label key={cadence}>
          <input type="radio" name={name} value={cadence} checked={input.value === cadence} onChange={() => input.onChange(cadence)} />
          <span>
            {LABELS[cadence]}
            <small>{`${formatCents(RECURRING_MONTHLY_CENTS[`extended_${cadence}`])}/month: a visit every ${CADENCE_INTERVAL_DAYS[cadence]} days, ${RECURRING_VISITS_PER_MONTH[cadence].fewest} or ${RECURRING_VISITS_PER_MONTH[cadence].most} a month`}</small>
          </span>
        </label>
      ))}
    </Group>
  );
}
