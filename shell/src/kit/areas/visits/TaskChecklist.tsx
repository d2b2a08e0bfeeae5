import { useCallback, useState } from 'react';
import styled from 'styled-components';
import type { VisitTask } from '@housesit/shared-contracts';
import { Badge, VisuallyHidden } from '@housesit/shell/kit';
import { Muted, PlainList, Row } from '../layout';
import { EditableTask, type TaskChange } from './EditableTask';
import { categoryLabel } from './visitText';

const Item = styled.li`
  display: grid;
  gap: 4px;
`;

export interface TaskChecklistProps {
  tasks: readonly VisitTask[];
  /** Given while the visit is in progress: tasks can then be ticked (and annotated, `withNotes`). */
  onChange?: (task: VisitTask, change: TaskChange) => Promise<boolean>;
  /** A note field under each task while it can be changed. */
  withNotes?: boolean;
  /** 'n of m done' above the list. */
  showProgress?: boolean;
  /** Every box off while something else about the visit is being saved. */
  disabled?: boolean;
}

/** A visit's tasks: tick boxes while in progress, read-only with a Done badge otherwise. */
export function TaskChecklist({ tasks, onChange, withNotes = false, showProgress = false, disabled = false }: TaskChecklistProps) {
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((text: string) => setAnnouncement(text), []);
  if (tasks.length === 0) return <Muted>No tasks on this visit.</Muted>;
  const done = tasks.filter((t) => t.isCompleted).length;
  return (
    <>
      {showProgress ? (
        <Muted>
          {done} of {tasks.length} done
        </Muted>
      ) : null}
      <PlainList aria-label="Tasks">
        {tasks.map((t) =>
          onChange ? (
            <EditableTask key={t.id} task={t} onChange={onChange} announce={announce} withNote={withNotes} disabled={disabled} />
          ) : (
            <Item key={t.id}>
              <Row>
                <span>
                  <span aria-hidden="true">{t.isCompleted ? '☑ ' : '☐ '}</span>
                  {t.task.name}
                </span>
                <Badge tone={t.isCompleted ? 'success' : 'neutral'}>{t.isCompleted ? 'Done' : 'Not done'}</Badge>
              </Row>
              <Muted>{categoryLabel(t.task.category)}</Muted>
              {t.notes ? <Muted>Notes: {t.notes}</Muted> : null}
            </Item>
          ),
        )}
      </PlainList>
      {/* Saving is quiet on screen (the box and the note speak for themselves); say it aloud. */}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
