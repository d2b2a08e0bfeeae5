import { TIME_WINDOW_LABELS, TIME_WINDOW_RANGES, TIME_WINDOWS, type TimeWindow } from '@housesit/shared-contracts';
import { useId } from 'react';
import { useField } from 'react-final-form';
import { ChoiceGroup } from '@housesit/shell/kit/areas';

interface Props {
  /** The windows the chosen dates can still be booked in (bookableWindows); the others are disabled. */
  open: readonly TimeWindow[];
}

/**
 * The booking's time window (docs/product/DECISIONS.md 'Time'): every visit of the booking takes it. Morning is
 * chosen until the customer picks another, so the wizard never stops on a question with one usual
 * answer. A window too soon to book on a chosen date (decision 023) cannot be picked.
 */
export function TimeWindowChoice({ open }: Props) {
  const name = useId();
  const { input } = useField<TimeWindow>('timeWindow', { subscription: { value: true } });
  return (
    <ChoiceGroup>
      <legend>Time window</legend>
      {TIME_WINDOWS.map((window) => {
        const closed = !open.includes(window);
        return (
          <label key={window}>
            <input
              type="radio"
              name={name}
              value={window}
              checked={input.value === window}
              disabled={closed}
              onChange={() => input.onChange(window)}
            />
            <span>
              {TIME_WINDOW_LABELS[window]}
              <small>{closed ? `${TIME_WINDOW_RANGES[window]}, too soon to book` : `${TIME_WINDOW_RANGES[window]}, Marblehead time`}</small>
            </span>
          </label>
        );
      })}
    </ChoiceGroup>
  );
}
