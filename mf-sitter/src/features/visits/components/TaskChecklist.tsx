import styled from 'styled-components';
import type { VisitTask } from '@housesit/shared-contracts';
import { Badge } from '@housesit/shell/kit';
import { Muted, PlainList, Row } from '../../../layout';
import { categoryLabel } from '../visitFormat';

const Item = styled.li`
  display: grid;
  gap: 4px;
`;

/** The visit's tasks with their category and whether they were done (read-only). */
export function TaskChecklist({ tasks }: { tasks: readonly VisitTask[] }) {
  if (tasks.length === 0) return <Muted>No tasks on this visit.</Muted>;
  return (
    <PlainList>
      {tasks.map((t) => (
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
      ))}
    </PlainList>
  );
}
