import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { NOTES_MAX, type VisitTask } from '@housesit/shared-contracts';
import { Button, Input, VisuallyHidden, theme } from '@housesit/shell/kit';
import { categoryLabel } from './visitText';

const Item = styled.li`
  display: grid;
  gap: 8px;
  padding: 8px 0 12px;
  border-bottom: 1px solid ${theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

// The whole row is the tap target (52 px high), so a thumb cannot miss the box.
const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 52px;
  padding: 4px 8px;
  margin: 0 -8px;
  border-radius: ${theme.radii.md};
  cursor: pointer;
  font-weight: 600;
  overflow-wrap: anywhere;

  &:active {
    background: ${theme.colors.surfaceMuted};
  }

  input {
    flex-shrink: 0;
    width: 28px;
    height: 28px;
    margin: 0;
    accent-color: ${theme.colors.primary};
    cursor: inherit;
  }
`;

const Category = styled.span`
  display: block;
  font-weight: 400;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

// Absolutely placed (as VisuallyHidden) so it takes no room, nor a gap, in the note's row.
const HiddenLabel = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

const NoteForm = styled.form`
  display: flex;
  gap: 8px;
  min-width: 0;

  input {
    flex: 1;
    min-width: 0;
  }
`;

/** What a save sends: the task's whole state. */
export interface TaskChange {
  isCompleted: boolean;
  /** The task's whole note; '' clears it. */
  notes: string;
}

export interface EditableTaskProps {
  task: VisitTask;
  /** Saves the change; resolves true once the API has it. */
  onChange: (task: VisitTask, change: TaskChange) => Promise<boolean>;
  announce: (text: string) => void;
  /** Without a note field: the box alone (the admin's checklist). */
  withNote: boolean;
  disabled: boolean;
}

/**
 * One task of a visit in progress. Every save sends the task's whole state (done and note), so a
 * note typed before ticking the box is kept too.
 */
export function EditableTask({ task, onChange, announce, withNote, disabled }: EditableTaskProps) {
  const id = useId();
  const name = task.task.name;
  const saved = task.notes ?? '';
  const [draft, setDraft] = useState(saved);
  /** The state being saved, shown until the refetched visit has it. */
  const [pendingDone, setPendingDone] = useState<boolean | null>(null);
  const [savingNote, setSavingNote] = useState(false);

  // The server's note wins when it changes (saved here, or by someone else).
  useEffect(() => setDraft(saved), [saved]);

  const checked = pendingDone ?? task.isCompleted;
  const busy = pendingDone !== null || savingNote || disabled;
  const dirty = draft.trim() !== saved;

  async function toggle() {
    const next = !checked;
    setPendingDone(next);
    const ok = await onChange(task, { isCompleted: next, notes: draft.trim() });
    setPendingDone(null);
    if (ok) announce(`${name} marked ${next ? 'done' : 'not done'}`);
  }

  async function saveNote(event: FormEvent) {
    event.preventDefault();
    if (!dirty || busy) return;
    setSavingNote(true);
    const ok = await onChange(task, { isCompleted: task.isCompleted, notes: draft.trim() });
    setSavingNote(false);
    if (ok) announce(`Note saved for ${name}`);
  }

  return (
    <Item>
      <CheckRow htmlFor={`${id}-done`}>
        <input
          id={`${id}-done`}
          type="checkbox"
          checked={checked}
          disabled={busy}
          onChange={() => void toggle()}
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-category`}
        />
        <span>
          <span id={`${id}-name`}>{name}</span>
          <Category id={`${id}-category`}>{categoryLabel(task.task.category)}</Category>
        </span>
      </CheckRow>
      {withNote ? (
        <NoteForm onSubmit={(e) => void saveNote(e)}>
          <HiddenLabel htmlFor={`${id}-note`}>Note for {name}</HiddenLabel>
          <Input
            id={`${id}-note`}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="Add a note (optional)"
            maxLength={NOTES_MAX}
            enterKeyHint="done"
            autoComplete="off"
          />
          {dirty ? (
            <Button type="submit" variant="secondary" disabled={busy}>
              {savingNote ? 'Saving...' : 'Save'}
              <VisuallyHidden> note for {name}</VisuallyHidden>
            </Button>
          ) : null}
        </NoteForm>
      ) : null}
    </Item>
  );
}
