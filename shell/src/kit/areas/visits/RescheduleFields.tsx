import { TIME_WINDOWS, timeWindowText, type TimeWindow } from '@housesit/shared-contracts';
import { Field, Input } from '@housesit/shell/kit';
import { useId } from 'react';
import { ChoiceGroup } from '../ChoiceGroup';

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
 * A visit's new day and time window: the homeowner's My Visits and the admin's job
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
      <ChoiceGroup disabled={disabled}>
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
            <span>{timeWindowText(window)}</span>
          </label>
        ))}
      </ChoiceGroup>
    </>
  );
}
