import { formatLongDate } from '@housesit/shell/kit';
import { format } from 'date-fns';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { clampIso, fromIso, monthEnd, monthOf, monthWeeks, moveFocus, shiftMonth } from './calendarMonth';
import { CalendarDay, CalendarHead, CalendarTable, MonthButton } from './calendarStyles';

const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

export interface VisitCalendarProps {
  /** id of the visible label of the calendar. */
  labelledBy: string;
  describedBy?: string;
  selected: readonly string[];
  onChange(next: string[]): void;
  /** First and last bookable dates, yyyy-MM-dd. */
  earliest: string;
  latest: string;
  /** 'single' replaces the date; 'multiple' toggles (one set of rules: no flow caps the count). */
  mode: 'single' | 'multiple';
  today: string;
}

/**
 * A month grid date picker (ARIA grid pattern): one day button is in the tab order; arrows move
 * by day and week, Home/End to the week's ends, Page Up/Down by month; Enter or Space picks.
 * Days outside the bookable window stay focusable but are marked disabled and cannot be picked.
 */
export function VisitCalendar(props: VisitCalendarProps) {
  const { labelledBy, describedBy, selected, onChange, earliest, latest, mode, today } = props;
  const captionId = useId();
  const [focused, setFocused] = useState(() => selected[0] ?? earliest);
  const [month, setMonth] = useState(() => monthOf(focused));
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const firstMonth = monthOf(earliest);
  const lastMonth = monthOf(latest);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const bookable = (iso: string) => iso >= earliest && iso <= latest;

  function pick(iso: string) {
    setFocused(iso);
    if (!bookable(iso)) return;
    if (mode === 'single') return onChange([iso]);
    if (selected.includes(iso)) return onChange(selected.filter((d) => d !== iso));
    onChange([...selected, iso].sort());
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, iso: string) {
    const next = moveFocus(iso, event.key);
    if (!next) return;
    event.preventDefault();
    const target = clampIso(next, firstMonth, monthEnd(latest));
    moved.current = true;
    setFocused(target);
    setMonth(monthOf(target));
  }

  function showMonth(delta: number) {
    const next = shiftMonth(month, delta);
    setMonth(next);
    setFocused(clampIso(next, earliest, latest));
  }

  // The one day in the tab order: the focused day, or the 1st when another month is shown.
  const tabStop = monthOf(focused) === month ? focused : month;
  return (
    <div>
      <CalendarHead>
        <MonthButton type="button" aria-label="Previous month" disabled={month <= firstMonth} onClick={() => showMonth(-1)}>
          ‹
        </MonthButton>
        <h4 id={captionId} aria-live="polite">
          {format(fromIso(month), 'MMMM yyyy')}
        </h4>
        <MonthButton type="button" aria-label="Next month" disabled={month >= lastMonth} onClick={() => showMonth(1)}>
          ›
        </MonthButton>
      </CalendarHead>
      <CalendarTable ref={grid} role="grid" aria-labelledby={`${labelledBy} ${captionId}`} aria-describedby={describedBy}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={long} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((iso, col) => {
                if (!iso) return <td key={col} role="gridcell" />;
                const isSelected = selected.includes(iso);
                const disabled = !bookable(iso);
                return (
                  <td key={iso} role="gridcell" aria-selected={isSelected}>
                    <CalendarDay
                      type="button"
                      data-date={iso}
                      aria-label={formatLongDate(iso)}
                      aria-pressed={isSelected}
                      aria-disabled={disabled || undefined}
                      aria-current={iso === today ? 'date' : undefined}
                      tabIndex={iso === tabStop ? 0 : -1}
                      $selected={isSelected}
                      onClick={() => pick(iso)}
                      onKeyDown={(event) => onKeyDown(event, iso)}
                    >
                      {Number(iso.slice(8))}
                    </CalendarDay>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </CalendarTable>
    </div>
  );
}
