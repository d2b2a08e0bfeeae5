import { useId } from 'react';
import { NOTES_MAX, type Visit } from '@housesit/shared-contracts';
import { Button, Field, TextArea } from '@housesit/shell/kit';
import type { VisitBusy } from '../api/useVisitActions';
import { StartWithConfirm } from '../safety/StartConfirm';

export interface VisitActionButtonProps {
  visit: Visit;
  busy: VisitBusy;
  onStart: (visit: Visit) => unknown;
  onComplete: (visit: Visit) => unknown;
}

/** The visit's one next step (docs/product/platform.md §4): Start visit (confirmed) when scheduled, Complete visit in progress. */
export function VisitActionButton({ visit, busy, onStart, onComplete }: VisitActionButtonProps) {
  if (visit.status === 'scheduled') {
    return <StartWithConfirm visit={visit} busy={busy !== null} onStart={onStart} />;
  }
  if (visit.status === 'in_progress') {
    return (
      <Button size="lg" fullWidth disabled={busy !== null} onClick={() => void onComplete(visit)}>
        {busy === 'complete' ? 'Completing visit...' : 'Complete visit'}
      </Button>
    );
  }
  // Nothing moves out of completed or cancelled.
  return null;
}

export interface CompletionNotesProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The sitter's notes for the visit report, sent with Complete visit. */
export function CompletionNotes({ value, onChange, disabled = false }: CompletionNotesProps) {
  const id = useId();
  return (
    <Field
      label="Visit notes"
      htmlFor={id}
      hint="Optional. The homeowner reads them in the visit report. Add at least one photo before completing."
    >
      <TextArea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={NOTES_MAX}
        rows={4}
        disabled={disabled}
        placeholder="How did the visit go?"
      />
    </Field>
  );
}
