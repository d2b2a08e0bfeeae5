import { TIME_WINDOW_LABELS, TIME_WINDOW_RANGES, TIME_WINDOWS, type TimeWindow } from '@housesit/shared-contracts';
import { Field, Input, theme } from '@housesit/shell/kit';
import { useId } from 'react';
import styled from 'styled-components';

const Windows = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[2]}px;
  legend {
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
    margin-bottom: 4px;
    padding: 0;
  }
  label {
    display: flex;
    gap: 0.75rem;
    align-items: center;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${theme.colors.primary};
  }
`;

export interface RescheduleValue {
  /** yyyy-MM-dd, '' until chosen. */
  date: string;
  timeWindow: TimeWindow;
}

export interface RescheduleFieldsProps {
  value: RescheduleValue;
  onChange(value: RescheduleValue): void;
  /** First and last day offered (rescheduleDateRange in shared-contracts, the API's own rule). */
  min: string;
  max: string;
  hint?: string;
  disabled?: boolean;
}

/**
 * A visit's new day and time window (issue 18): the homeowner's My Visits and the admin's job
 * details both move visits with it. Days are Marblehead's; the API applies the same range.
 */
export function RescheduleFields({ value, onChange, min, max, hint, disabled = false }: RescheduleFieldsProps) {
  const dateId = useId();
  const name = useId();
  return (
    <>
      <Field label="New date" htmlFor={dateId} hint={hint}>
        <Input
          id={dateId}
          type="date"
          required
          min={min}
          max={max}
          value={value.date}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, date: event.target.value })}
        />
      </Field>
      <Windows disabled={disabled}>
        <legend>Time window</legend>
        {TIME_WINDOWS.map((window) => (
          <label key={window}>
            <input
              type="radio"
              name={name}
              value={window}
              checked={value.timeWindow === window}
              onChange={() => onChange({ ...value, timeWindow: window })}
            />
            <span>{`${TIME_WINDOW_LABELS[window]} (${TIME_WINDOW_RANGES[window]})`}</span>
          </label>
        ))}
      </Windows>
    </>
  );
}
