import { useCallback, useState } from 'react';
import styled from 'styled-components';
import type { VisitTask } from '@housesit/shared-contracts';
import { Badge, VisuallyHidden } from '@housesit/shell/kit';
import { Muted, PlainList, Row } from '@housesit/shell/kit/areas';
import type { TaskChange } from '../api/useVisitActions';
import { categoryLabel } from '../visitFormat';
import { EditableTask } from './EditableTask';

const Item = styled.li`
  display: grid;
  gap: 4px;
`;

export interface TaskChecklistProps {
  tasks: readonly VisitTask[];
  /** Given while the visit is in progress: tasks can then be ticked and annotated. */
  onChange?: (task: VisitTask, change: TaskChange) => Promise<boolean>;
}

/** The visit's tasks: tick boxes with a note each while in progress, read-only otherwise. */
export function TaskChecklist({ tasks, onChange }: TaskChecklistProps) {
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((text: string) => setAnnouncement(text), []);
  if (tasks.length === 0) return <Muted>No tasks on this visit.</Muted>;
  const done = tasks.filter((t) => t.isCompleted).length;
  return (
    <>
      <Muted>
        {done} of {tasks.length} done
      </Muted>
      <PlainList aria-label="Tasks">
        {tasks.map((t) =>
          onChange ? (
            <EditableTask key={t.id} task={t} onChange={onChange} announce={announce} />
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
