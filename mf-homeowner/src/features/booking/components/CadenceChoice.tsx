import { CADENCES, RECURRING_MONTHLY_CENTS, RECURRING_VISITS_PER_PERIOD, formatCents, type Cadence } from '@housesit/shared-contracts';
import { useId } from 'react';
import { useField } from 'react-final-form';
import { ChoiceGroup as Group } from '@housesit/shell/kit/areas';

const LABELS: Record<Cadence, string> = { weekly: 'Weekly', biweekly: 'Bi-weekly' };

/** Recurring visits: weekly or bi-weekly (default bi-weekly), billed monthly at extended rates. */
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
            <small>{`${formatCents(RECURRING_MONTHLY_CENTS[`extended_${cadence}`])}/month, ${RECURRING_VISITS_PER_PERIOD[cadence]} visits a month`}</small>
          </span>
        </label>
      ))}
    </Group>
  );
}
