import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TIME_OFF_NOTE_MAX, serviceDayKey, type TimeOff } from '@housesit/shared-contracts';
import { Button, Field, Input, Loaded, Stack, formatDate, theme, useToast } from '@housesit/shell/kit';
import { useTimeOff } from '../hooks/useTimeOff';

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
/** Two date fields side by side where there is room, one above the other at 375 px. */
const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 0;
    border-top: 1px solid ${theme.colors.border};
  }
`;

/** 'Jun 17, 2026' or 'Jun 17, 2026 – Jun 18, 2026'. */
const rangeText = (range: Pick<TimeOff, 'startDate' | 'endDate'>) =>
  range.startDate === range.endDate ? formatDate(range.startDate) : `${formatDate(range.startDate)} – ${formatDate(range.endDate)}`;

/**
 * A sitter's days off (service-area days, first and last included): the office cannot assign
 * them a visit on one, and the schedule marks them. Visits they already hold stay theirs until
 * the office reassigns them.
 */
export function TimeOffSection({ userId }: { userId: number }) {
  const { list, add, remove } = useTimeOff(userId);
  const { toast } = useToast();
  const today = serviceDayKey(new Date());
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'add' | number | null>(null);
  const startId = useId();
  const endId = useId();
  const noteId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('add');
    try {
      const result = await add({ startDate, endDate: endDate || startDate, ...(note.trim() ? { note: note.trim() } : {}) });
      if (!result.ok) {
        setErrors(result.fieldErrors);
        if (Object.keys(result.fieldErrors).length === 0)
          toast({ title: 'Could not add time off', description: result.message ?? undefined, variant: 'destructive' });
        return;
      }
      setErrors({});
      setStartDate('');
      setEndDate('');
      setNote('');
      toast({ title: 'Time off added', variant: 'success' });
    } finally {
      setBusy(null);
    }
  };
  const removeRange = async (range: TimeOff) => {
    setBusy(range.id);
    try {
      const result = await remove(range.id);
      if (!result.ok) toast({ title: 'Could not remove time off', description: result.message ?? undefined, variant: 'destructive' });
      else toast({ title: 'Time off removed', variant: 'success' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap={3}>
      <Muted>
        Days you cannot work. The office cannot assign you a visit on them; visits you already have stay yours until the office reassigns
        them.
      </Muted>
      <form onSubmit={(event) => void submit(event)} aria-label="Add time off" noValidate>
        <Stack gap={3}>
          <Dates>
            <Field label="First day off" htmlFor={startId} error={errors['startDate']}>
              <Input
                id={startId}
                type="date"
                min={today}
                required
                value={startDate}
                onChange={(event) => setStartDate(event.target.value)}
              />
            </Field>
            <Field label="Last day off" htmlFor={endId} hint="Leave empty for one day." error={errors['endDate']}>
              <Input id={endId} type="date" min={startDate || today} value={endDate} onChange={(event) => setEndDate(event.target.value)} />
            </Field>
          </Dates>
          <Field label="Note (optional)" htmlFor={noteId} error={errors['note']}>
            <Input id={noteId} maxLength={TIME_OFF_NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} />
          </Field>
          <div>
            <Button type="submit" disabled={busy !== null || startDate === ''} aria-busy={busy === 'add' || undefined}>
              {busy === 'add' ? 'Adding...' : 'Add time off'}
            </Button>
          </div>
        </Stack>
      </form>
      <Loaded
        query={list}
        loading="Loading your time off..."
        errorTitle="Could not load your time off"
        errorText={(error) => error.message}
      >
        {({ items }) =>
          items.length === 0 ? (
            <Muted>No time off coming up.</Muted>
          ) : (
            <List aria-label="Your time off">
              {items.map((range) => (
                <li key={range.id}>
                  <span>
                    {rangeText(range)}
                    {range.note ? ` · ${range.note}` : ''}
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    disabled={busy !== null}
                    aria-label={`Remove time off ${rangeText(range)}`}
                    onClick={() => void removeRange(range)}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </List>
          )
        }
      </Loaded>
    </Stack>
  );
}
