import styled from 'styled-components';
import type { VisitTask } from '@housesit/shared-contracts';
import { Badge, theme } from '@housesit/shell/kit';
import { Muted, PlainList, Row } from '@housesit/shell/kit/areas';
import { categoryLabel } from '../jobFormat';

const Item = styled.li`
  display: grid;
  gap: 4px;
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    accent-color: ${theme.colors.primary};
  }
`;

export interface TaskChecklistProps {
  tasks: readonly VisitTask[];
  /** When given (a visit in progress), each task is a checkbox that saves at once. */
  onToggle?: (task: VisitTask, isCompleted: boolean) => void;
  disabled?: boolean;
}

/** The visit's tasks with their category and whether they were done. */
export function TaskChecklist({ tasks, onToggle, disabled }: TaskChecklistProps) {
  if (tasks.length === 0) return <Muted>No tasks on this visit.</Muted>;
  return (
    <PlainList aria-label="Tasks">
      {tasks.map((t) => (
        <Item key={t.id}>
          <Row>
            {onToggle ? (
              <Check>
                <input type="checkbox" checked={t.isCompleted} disabled={disabled} onChange={(e) => onToggle(t, e.target.checked)} />
                {t.task.name}
              </Check>
            ) : (
              <span>
                <span aria-hidden="true">{t.isCompleted ? '☑ ' : '☐ '}</span>
                {t.task.name}
              </span>
            )}
            <Badge tone={t.isCompleted ? 'success' : 'neutral'}>{t.isCompleted ? 'Done' : 'Not done'}</Badge>
          </Row>
          <Muted>{categoryLabel(t.task.category)}</Muted>
          {t.notes ? <Muted>Notes: {t.notes}</Muted> : null}
        </Item>
      ))}
    </PlainList>
  );
}
