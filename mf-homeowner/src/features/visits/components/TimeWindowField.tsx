import { TIME_WINDOWS, timeWindowText, type TimeWindow } from '@housesit/shared-contracts';
import { ChoiceGroup } from '@housesit/shell/kit/areas';
import { useId } from 'react';

interface Props {
  value: TimeWindow;
  onChange(timeWindow: TimeWindow): void;
  disabled?: boolean;
}

/**
 * The window a visit moves to, beside the month calendar. The same radios as the kit's
 * RescheduleFields (which the admin keeps, with its date input), without that date input.
 */
export function TimeWindowField({ value, onChange, disabled = false }: Props) {
  const name = useId();
  return (
    <ChoiceGroup disabled={disabled}>
      <legend>Time window</legend>
      {TIME_WINDOWS.map((window) => (
        <label key={window}>
          <input type="radio" name={name} value={window} checked={value === window} onChange={() => onChange(window)} />
          <span>{timeWindowText(window)}</span>
        </label>
      ))}
    </ChoiceGroup>
  );
}
