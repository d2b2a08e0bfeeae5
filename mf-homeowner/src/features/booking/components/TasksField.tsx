import {
  CUSTOM_TASKS,
  CUSTOM_TASK_IDS,
  CUSTOM_TASK_POINTS_BUDGET,
  customTaskPoints,
  type BookingFlow,
  type CustomTaskId,
} from '@housesit/shared-contracts';
import { theme } from '@housesit/shell/kit';
import { useField } from 'react-final-form';
import styled from 'styled-components';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
    padding: 0;
  }
`;

const TaskCard = styled.label<{ $checked: boolean; $disabled: boolean }>`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.75rem 1rem;
  border: 2px solid ${({ $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${({ $checked }) => ($checked ? theme.colors.surfaceMuted : theme.colors.surface)};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  input {
    /* A long name ('Large parcel delivery…') wraps; the box keeps its size instead of shrinking. */
    flex: 0 0 auto;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 2px;
    accent-color: ${theme.colors.primary};
  }
  small {
    display: block;
    color: ${theme.colors.textMuted};
  }
`;

const Counter = styled.p<{ $over: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ $over }) => ($over ? theme.colors.danger : theme.colors.text)};
`;

/**
 * Custom tasks and their points, at most 30 in all. The dashboard wizard lets the user go over
 * (Continue disabled); /purchase disables any task that would go over. 'Please reduce…' is said
 * once, by the wizard's step problem that also describes the disabled Continue.
 */
export function TasksField({ flow }: { flow: BookingFlow }) {
  // react-final-form gives '' for a value not set yet (its default format).
  const { input } = useField<CustomTaskId[] | ''>('taskIds', { subscription: { value: true } });
  const taskIds = input.value || [];
  const used = customTaskPoints(taskIds);
  const over = used > CUSTOM_TASK_POINTS_BUDGET;

  function toggle(id: CustomTaskId) {
    input.onChange(taskIds.includes(id) ? taskIds.filter((t) => t !== id) : CUSTOM_TASK_IDS.filter((t) => t === id || taskIds.includes(t)));
  }

  return (
    <>
      <Counter $over={over} role="status">{`${used}/${CUSTOM_TASK_POINTS_BUDGET} Points Used`}</Counter>
      <Group>
        <legend>Add custom tasks to each visit</legend>
        {CUSTOM_TASK_IDS.map((id) => {
          const task = CUSTOM_TASKS[id];
          const checked = taskIds.includes(id);
          const disabled = flow === 'purchase' && !checked && used + task.points > CUSTOM_TASK_POINTS_BUDGET;
          return (
            <TaskCard key={id} $checked={checked} $disabled={disabled}>
              <input type="checkbox" checked={checked} disabled={disabled} onChange={() => toggle(id)} />
              <span>
                {task.name} <small>{`(${task.points} points)`}</small>
              </span>
            </TaskCard>
          );
        })}
      </Group>
    </>
  );
}
