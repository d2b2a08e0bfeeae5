import { CADENCES, RECURRING_MONTHLY_CENTS, RECURRING_VISITS_PER_PERIOD, formatCents, type Cadence } from '@housesit/shared-contracts';
import { theme } from '@housesit/shell/kit';
import { useId } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';

const LABELS: Record<Cadence, string> = { weekly: 'Weekly', biweekly: 'Bi-weekly' };

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
    padding: 0;
  }
  label {
    display: flex;
    gap: 0.75rem;
    align-items: center;
    padding: 0.75rem 1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${theme.colors.primary};
  }
  small {
    display: block;
    color: ${theme.colors.textMuted};
  }
`;

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
